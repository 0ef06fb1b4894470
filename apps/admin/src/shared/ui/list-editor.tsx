import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Input } from './controls';
import { ErrorText } from './error-text';

/** The search box and the table of a list read whole (filtered and paged here); `tools` beside the box. */
export function ListCard({
  search,
  error,
  tools,
  children,
}: {
  search?: { label: string; value: string; onChange: (q: string) => void };
  error?: unknown;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      {(search || tools) && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {search && (
            <Field label={search.label}>
              <Input className="max-w-xs" value={search.value} onChange={(e) => search.onChange(e.target.value)} />
            </Field>
          )}
          {tools && <div className="ml-auto">{tools}</div>}
        </div>
      )}
      <ErrorText error={error} />
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/**
 * A small list edited beside its form (missions, leaderboards, the points catalogue, canned replies): the draft
 * (`blank` = a new item; an item's draft = editing it), its save (create or update by the draft's id), an
 * optional delete, and the "not valid" flag of a draft the screen could not turn into a body. A save or delete
 * that succeeds empties the form and reads `queryKey` again.
 */
export function useListEditor<D extends { id: number | null }, B>({
  queryKey,
  blank,
  create,
  update,
  remove,
}: {
  queryKey: QueryKey;
  blank: D;
  create: (body: B) => Promise<unknown>;
  update: (id: number, body: B) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
}) {
  const qc = useQueryClient();
  const [d, setD] = useState<D>(blank);
  const [bad, setBad] = useState(false);
  const done = async () => {
    setD(blank);
    await qc.invalidateQueries({ queryKey });
  };
  const save = useMutation({
    mutationFn: (v: { id: number | null; body: B }) => (v.id === null ? create(v.body) : update(v.id, v.body)),
    onSuccess: done,
  });
  const del = useMutation({
    mutationFn: (id: number) => (remove ? remove(id) : Promise.resolve()),
    onSuccess: done,
  });
  const set = <K extends keyof D>(k: K, v: D[K]) => setD((x) => ({ ...x, [k]: v }));
  return {
    d,
    setD,
    set,
    /** Back to a new, empty item. */
    reset: () => setD(blank),
    bad,
    save,
    remove: del,
    /** Saves the draft as `body`; null (a field the screen could not read) says so instead. */
    submit: (body: B | null) => {
      if (!body) return setBad(true);
      setBad(false);
      save.mutate({ id: d.id, body });
    },
    /** A labelled text input bound to one field of the draft. */
    text: (k: keyof D & string, label: string, type = 'text') => (
      <Field label={label}>
        <Input type={type} value={d[k] as string} onChange={(e) => set(k, e.target.value as D[typeof k])} />
      </Field>
    ),
    /** The "enabled" box of the draft, when it has one. */
    enabledBox: (label: string) => (
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={(d as D & { enabled?: boolean }).enabled === true}
          onChange={(e) => set('enabled' as keyof D, e.target.checked as D[keyof D])}
        />
        {label}
      </label>
    ),
  };
}

export type ListEditor<D extends { id: number | null }, B> = ReturnType<typeof useListEditor<D, B>>;

/**
 * The editor's card: its fields, the "not valid" message when the draft could not be read, the server's error,
 * save, and cancel while an item is being edited.
 */
export function EditorForm<D extends { id: number | null }, B>({
  editor,
  title,
  invalid,
  onSubmit,
  className = 'space-y-3',
  children,
}: {
  editor: ListEditor<D, B>;
  title: string;
  /** Reads the draft and hands it to editor.submit. */
  onSubmit: () => void;
  /** What to say of a draft the screen could not read. */
  invalid?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { d, save, remove } = editor;
  const send = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card title={title}>
      <form onSubmit={send} className={className}>
        {children}
        {editor.bad && invalid && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {invalid}
          </p>
        )}
        <ErrorText error={save.error ?? remove.error} />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
          {d.id !== null && (
            <Button variant="ghost" onClick={editor.reset}>
              {t('common.cancel')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

/**
 * Catalogue import (`npm run catalogue:import -- <file.json|file.csv>`).
 *
 * JSON: { "vendors": [...], "games": [...] } or an array of games. CSV: one game per line under a header
 * (nodeId,vassalage,gameType,gameClassify,gameCode,nameVi,nameEn,minBet,minLineNum,imageUrl,isHot,
 * popularity,isGame,defaultPlayType,sort,enabled; only nodeId, vassalage, gameType, gameClassify, nameVi
 * and minBet are required). minBet is in minor units (1/100): 50 means 0.50. docs/catalogue-import.md
 * lists every field.
 *
 * All or nothing: when any row is wrong, nothing is written and every problem is printed with its line;
 * the exit code is then 1. Vendors upsert by code and games by nodeId; games not in the file are kept.
 * Running servers refresh their cached vendor list when the import commits.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importCatalogue } from '../modules/catalogue/index.js';
import { openDatabase } from './open-database.js';

const USAGE = 'usage: npm run catalogue:import -- <file.json | file.csv>';

async function run(args: string[]): Promise<number> {
  const [file] = args;
  const ext = file ? path.extname(file).toLowerCase() : '';
  if (!file || (ext !== '.json' && ext !== '.csv')) {
    console.error(USAGE);
    return 1;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    console.error(`Cannot read ${file}: ${(e as Error).message}`);
    return 1;
  }
  const { db, close } = await openDatabase();
  try {
    const result = await importCatalogue(db, text, ext === '.json' ? 'json' : 'csv');
    if (!result.ok) {
      console.error(`${file}: nothing imported, ${result.problems.length} problem(s):`);
      for (const p of result.problems) {
        console.error(`  line ${p.line}${p.field ? ` [${p.field}]` : ''}: ${p.message}`);
      }
      return 1;
    }
    console.log(
      `${file}: vendors ${result.vendors.inserted} new, ${result.vendors.updated} updated; ` +
        `games ${result.games.inserted} new, ${result.games.updated} updated`,
    );
    return 0;
  } finally {
    await close();
  }
}

process.exitCode = await run(process.argv.slice(2));

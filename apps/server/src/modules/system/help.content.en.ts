import type { HelpText } from './help.types.js';

/** Help-centre articles in English. */
export const HELP_EN: HelpText = {
  categories: { about: 'About us', guide: 'Guides', faq: 'FAQ' },
  articles: {
    about: {
      title: 'About us',
      html: `<h2>About VN88 Club</h2>
<p>VN88 Club is an online entertainment platform for players in Vietnam, bringing live casino, slots, fishing games, PvP, sports, esports, lotteries and cockfighting together in a single account.</p>
<p>We work with more than thirty of the world's leading game providers and operate under licences from respected regulators in Malta, the British Virgin Islands and the Philippines.</p>
<h3>Our promise</h3>
<ul>
<li><strong>Fair:</strong> results come from certified random number generators; our in-house games can be verified by the player.</li>
<li><strong>Secure:</strong> data is encrypted in transit and at rest; passwords are never stored in readable form.</li>
<li><strong>Fast:</strong> deposits are credited within minutes and withdrawals are processed around the clock.</li>
<li><strong>Caring:</strong> a Vietnamese-speaking support team is online 24/7 via live chat, Telegram and Facebook.</li>
</ul>
<p>Players must be 18 or older. Please play responsibly.</p>`,
    },
    term: {
      title: 'Terms and conditions',
      html: `<h2>Terms and conditions</h2>
<p>By registering an account and using the services of VN88 Club you confirm that you have read, understood and accepted the terms below.</p>
<h3>1. Eligibility</h3>
<p>You must be at least 18 years old and have full legal capacity where you live. Each person may hold one account only. Registration details (name, phone number, bank account) must be accurate and your own; the payee name must match the bank account holder.</p>
<h3>2. Account and security</h3>
<p>You are responsible for keeping your username and password secret. Every transaction made with your credentials is deemed made by you. Tell customer service at once if you notice unauthorised access.</p>
<h3>3. Deposits and withdrawals</h3>
<p>Deposits must come from an account in your name. Withdrawals are paid only to a registered bank account in your name. We may ask for identity verification before processing large or unusual transactions.</p>
<h3>4. Promotions</h3>
<p>Each promotion has its own conditions (turnover, time limit, eligible games). Bonus abuse, multiple accounts or hedged betting lead to forfeiture of bonuses and may lead to account closure.</p>
<h3>5. Bets and results</h3>
<p>Confirmed bets cannot be cancelled. Where a system error or an obvious pricing error occurs, affected bets may be voided and stakes returned. Results recorded by the game provider are final.</p>
<h3>6. Termination</h3>
<p>We may suspend or close accounts that breach these terms or show signs of fraud or money laundering. Legitimate balances are returned once verification is complete.</p>
<h3>7. Changes</h3>
<p>These terms may be updated; a new version takes effect when it is published on this page.</p>`,
    },
    privacy: {
      title: 'Privacy policy',
      html: `<h2>Privacy policy</h2>
<p>VN88 Club respects your privacy. This policy explains what data we collect, why, and what rights you have.</p>
<h3>Data we collect</h3>
<ul>
<li>Registration details: username, full name, phone number, email, date of birth.</li>
<li>Transaction data: deposit, withdrawal, betting and promotion history.</li>
<li>Technical data: IP address, device type, browser, language.</li>
</ul>
<h3>How we use it</h3>
<p>We use data to run your account, process transactions, prevent fraud, meet legal obligations and improve the service. We never sell personal data to third parties.</p>
<h3>How we protect it</h3>
<p>Connections are TLS-encrypted; passwords are hashed with a modern algorithm; internal access is limited and logged.</p>
<h3>Your rights</h3>
<p>You can ask to see, correct or delete your personal data (except data the law requires us to keep) by contacting customer service.</p>
<h3>Cookies</h3>
<p>We use cookies and browser storage to remember your language, theme and session. You can clear them in your browser settings.</p>`,
    },
    responsible: {
      title: 'Responsible gaming',
      html: `<h2>Responsible gaming</h2>
<p>Gaming is entertainment, not a way to make money. We want you to stay in control of your time and your budget.</p>
<h3>Tips</h3>
<ul>
<li>Set a budget before you play and only use money you can afford to lose.</li>
<li>Never chase losses.</li>
<li>Take regular breaks; do not play when tired, stressed or after drinking.</li>
<li>Never borrow money to play.</li>
</ul>
<h3>Tools</h3>
<p>You can set daily, weekly or monthly deposit limits, set play-time reminders, or lock your account for 24 hours up to 6 months. Contact customer service for immediate help.</p>
<h3>Warning signs</h3>
<p>If you play more than you meant to, hide it from people close to you, or feel anxious when not playing, stop and seek support from family or a professional counsellor.</p>
<p>Nobody under 18 may take part.</p>`,
    },
    deposit: {
      title: 'How to deposit',
      html: `<h2>How to deposit</h2>
<ol>
<li>Log in and choose <strong>Deposit</strong> at the top right.</li>
<li>Pick a method: bank transfer, bank QR code, e-wallet (MoMo, ZaloPay, ViettelPay) or scratch card.</li>
<li>Enter the amount (minimum 100,000 ₫) and press <strong>Confirm</strong>.</li>
<li>Transfer the exact amount and include the <strong>transfer note</strong> shown on screen.</li>
<li>Your balance updates automatically within 1–5 minutes.</li>
</ol>
<h3>Notes</h3>
<ul>
<li>Receiving bank accounts may change; always take the latest details from the deposit page.</li>
<li>A wrong transfer note can delay crediting; send your receipt to customer service.</li>
<li>Deposits must be wagered at least once before withdrawal.</li>
</ul>`,
    },
    withdrawal: {
      title: 'How to withdraw',
      html: `<h2>How to withdraw</h2>
<ol>
<li>Open <strong>Member centre → Withdraw</strong>.</li>
<li>The first time, add a bank account in your name (without diacritics, matching your registered name).</li>
<li>Enter the amount (minimum 200,000 ₫, maximum 500,000,000 ₫ per day) and your withdrawal password.</li>
<li>Follow the status in your transaction history; funds usually arrive within 3–15 minutes.</li>
</ol>
<h3>Confirming receipt</h3>
<p>When the money arrives, press <strong>Received</strong>. If it has not arrived, choose <strong>Not received</strong> and upload a bank statement; requests not confirmed within the set time count as received.</p>
<h3>Why was my request refused?</h3>
<ul>
<li>Deposit or bonus turnover is not complete.</li>
<li>The bank account name does not match your registered name.</li>
<li>Additional identity verification is needed.</li>
</ul>`,
    },
    faq: {
      title: 'Frequently asked questions',
      html: `<h2>Frequently asked questions</h2>
<h3>I forgot my password. What now?</h3>
<p>Press <strong>Forgot password</strong> on the login screen and reset it with your registered phone number or email.</p>
<h3>Can I change my username?</h3>
<p>No. Usernames are permanent; you can change your nickname in the member centre.</p>
<h3>Why can't I open a game?</h3>
<p>The game may be in scheduled maintenance by its provider. Try again later or choose another game; your balance is always safe.</p>
<h3>Does free play cost money?</h3>
<p>No. Free-play accounts use virtual credit and cannot deposit, withdraw or claim promotions.</p>
<h3>How do I become an agent?</h3>
<p>Visit the <strong>Join us</strong> page to apply. Agents earn commission under dividend, daily, hourly or real-time salary contracts.</p>
<h3>Where can I get help?</h3>
<p>Use the customer-service button on the right edge of the screen for 24/7 live chat, or message us on Telegram and Facebook.</p>`,
    },
  },
};

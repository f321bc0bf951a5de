const TIPS = [
  'Arrive 10-15 minutes early so we can check you in.',
  'Bring your keys, registration and any warranty paperwork.',
  'We will text or call you with updates while we work.',
  'Questions before your visit? Call us or reply to your confirmation email.',
];

export function WhatToExpectCard() {
  return (
    <section className="card" aria-labelledby="expect-title">
      <h2 id="expect-title">What to Expect</h2>
      <ul>
        {TIPS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}

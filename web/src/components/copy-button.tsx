import { useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@shop/shared/app/messages';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button small ghost"
      aria-label={`Copy ${label}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
        } catch {
          window.prompt(`Copy ${label}:`, text);
        }
      }}
    >
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}

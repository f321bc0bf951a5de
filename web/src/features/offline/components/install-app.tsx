import { useEffect, useState } from 'react';
import { Modal } from '@/components/modal.tsx';
import { isIos, isStandalone } from '../api/display-mode.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * "Install app" where the browser offers it (beforeinstallprompt), and Add-to-Home-Screen steps
 * on iOS, which has no prompt. Storage is asked to persist once the app is installed.
 */
export function InstallApp() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [iosHelp, setIosHelp] = useState(false);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setPrompt(null);
      void navigator.storage?.persist?.().catch(() => undefined);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed || (!prompt && !isIos())) return null;
  return (
    <>
      <button
        type="button"
        className="button small ghost"
        onClick={async () => {
          if (!prompt) return setIosHelp(true);
          await prompt.prompt();
          if ((await prompt.userChoice).outcome === 'accepted') setInstalled(true);
          setPrompt(null);
        }}
      >
        Install app
      </button>
      {iosHelp && (
        <Modal title="Add to Home Screen" onClose={() => setIosHelp(false)}>
          <ol>
            <li>Tap the Share button in Safari's toolbar.</li>
            <li>Choose "Add to Home Screen".</li>
            <li>Tap "Add". The app then opens full screen and works offline.</li>
          </ol>
        </Modal>
      )}
    </>
  );
}

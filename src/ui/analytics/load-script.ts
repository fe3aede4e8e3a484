// Adds a third-party script to the page once (by URL); the CSP allows it by its origin (third-party.ts).
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

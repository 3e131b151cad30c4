// The splash's bar (index.html) follows the wasm as it arrives. Trunk calls these hooks
// around its loader (`data-initializer`). If loading fails, or nothing arrives for a while
// (a dropped connection leaves a fetch waiting for ever), the splash says what to do.
const STALLED_MS = 15000;

export default function loading() {
  const page = document.documentElement;
  const bar = document.querySelector(".splash-bar");
  let stalled;
  const watch = () => {
    clearTimeout(stalled);
    stalled = setTimeout(() => page.classList.add("start-failed"), STALLED_MS);
  };
  return {
    onStart: watch,
    onProgress: ({ current, total }) => {
      if (total > 0) bar?.style.setProperty("--arrived", String(Math.min(1, current / total)));
      watch();
    },
    onComplete: () => clearTimeout(stalled),
    onFailure: () => page.classList.add("start-failed"),
  };
}

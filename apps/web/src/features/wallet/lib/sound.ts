/** A short two-tone chime through Web Audio: no sound file to download. */
export function playNotificationSound(): void {
  try {
    const context = new AudioContext();
    const now = context.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, now + index * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + index * 0.12 + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + index * 0.12);
      oscillator.stop(now + index * 0.12 + 0.25);
    });
    setTimeout(() => void context.close(), 800);
  } catch {
    // No audio on this device: the toast is enough.
  }
}

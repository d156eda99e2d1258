import { describe, expect, it } from 'vitest';
import { createSpeedMeter } from './speed-meter';

function fakeClock(start = 1_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('createSpeedMeter', () => {
  it('reports an unknown speed until the first sample arrives', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });

    expect(meter.update({ sentBytes: 0, totalBytes: 10_000 })).toEqual({
      bytesPerSecond: 0,
      etaSeconds: Infinity,
    });
  });

  it('takes the first sample as the speed and derives the ETA from the bytes left', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.update({ sentBytes: 0, totalBytes: 10_000 });

    clock.advance(1000);
    const reading = meter.update({ sentBytes: 1000, totalBytes: 10_000 });

    expect(reading.bytesPerSecond).toBe(1000);
    expect(reading.etaSeconds).toBe(9);
  });

  it('moves 20 % of the way towards the average of the recent samples', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.update({ sentBytes: 0, totalBytes: 100_000 });

    clock.advance(1000);
    meter.update({ sentBytes: 1000, totalBytes: 100_000 }); // sample 1000, speed 1000
    clock.advance(1000);
    const reading = meter.update({ sentBytes: 4000, totalBytes: 100_000 }); // sample 3000

    // average of [1000, 3000] = 2000; 0.2 × 2000 + 0.8 × 1000 = 1200
    expect(reading.bytesPerSecond).toBeCloseTo(1200, 9);
    expect(reading.etaSeconds).toBeCloseTo(96_000 / 1200, 9);
  });

  it('averages only the last five samples', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.update({ sentBytes: 0, totalBytes: 1e9 });
    let sent = 0;
    const speeds = [6000, 1000, 1000, 1000, 1000, 1000].map((bytesThisSecond) => {
      clock.advance(1000);
      sent += bytesThisSecond;
      return meter.update({ sentBytes: sent, totalBytes: 1e9 }).bytesPerSecond;
    });

    // averages: 6000, 3500, 2666.67, 2250, 2000, then 1000 once the 6000 burst leaves the window
    expect(speeds[4]).toBeCloseTo(3917.3333, 3);
    expect(speeds[5]).toBeCloseTo(0.2 * 1000 + 0.8 * 3917.3333, 3);
  });

  it('folds updates less than 100 ms apart into the next sample', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.update({ sentBytes: 0, totalBytes: 10_000 });

    clock.advance(50);
    expect(meter.update({ sentBytes: 500, totalBytes: 10_000 }).bytesPerSecond).toBe(0);
    clock.advance(450);
    // one sample covering both updates: 2000 bytes in 0.5 s
    expect(meter.update({ sentBytes: 1000, totalBytes: 10_000 }).bytesPerSecond).toBe(2000);
  });

  it('starts over when nothing is sent or the batch is idle', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.update({ sentBytes: 0, totalBytes: 10_000 });
    clock.advance(1000);
    meter.update({ sentBytes: 5000, totalBytes: 10_000 });

    expect(meter.update({ sentBytes: 0, totalBytes: 10_000 }).etaSeconds).toBe(Infinity);
    clock.advance(1000);
    // a fresh first sample, not smoothed against the old speed
    expect(meter.update({ sentBytes: 300, totalBytes: 10_000 }).bytesPerSecond).toBe(300);

    expect(meter.update({ sentBytes: 300, totalBytes: 0 }).bytesPerSecond).toBe(0);
    clock.advance(10_000);
    meter.update({ sentBytes: 0, totalBytes: 4000 }); // new batch starts here
    clock.advance(2000);
    expect(meter.update({ sentBytes: 4000, totalBytes: 8000 }).bytesPerSecond).toBe(2000);
  });

  it('rejects nonsensical options', () => {
    expect(() => createSpeedMeter({ alpha: 0 })).toThrow(RangeError);
    expect(() => createSpeedMeter({ window: 0 })).toThrow(RangeError);
  });
});

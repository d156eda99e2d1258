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
  it('knows no speed before the first acknowledgement, nor in the first second', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    const unknown = { bytesPerSecond: null, etaSeconds: null };
    expect(meter.read(10_000)).toEqual(unknown);
    meter.record(0);
    clock.advance(2000);
    expect(meter.read(10_000)).toEqual(unknown); // two seconds, nothing acknowledged
    meter.reset();
    meter.record(0);
    clock.advance(300);
    meter.record(50); // a first tiny acknowledgement is no basis for "21 h remaining"
    expect(meter.read(10_000)).toEqual(unknown);
  });

  it('divides the bytes acknowledged since the start by the time until now', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.record(0);
    clock.advance(500);
    meter.record(100);
    clock.advance(500);
    meter.record(1000);
    expect(meter.read(10_000)).toEqual({ bytesPerSecond: 1000, etaSeconds: 9 });
  });

  it('measures over the last 5 s only', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.record(0);
    clock.advance(1000);
    meter.record(1000); // 1000 B/s in the first second …
    for (let second = 2; second <= 6; second++) {
      clock.advance(1000);
      meter.record(1000 + (second - 1) * 3000); // … then 3000 B/s
    }
    expect(meter.read(100_000).bytesPerSecond).toBe(3000);
  });

  it('slows down while nothing is acknowledged (a chunk on its way, a stall)', () => {
    const clock = fakeClock();
    const meter = createSpeedMeter({ now: clock.now });
    meter.record(0);
    clock.advance(2000);
    meter.record(4000);
    expect(meter.read(8000)).toEqual({ bytesPerSecond: 2000, etaSeconds: 2 });
    clock.advance(6000); // eight seconds in, still 4000 bytes
    expect(meter.read(8000)).toEqual({ bytesPerSecond: 500, etaSeconds: 8 });
  });

  it('refuses a window that is not positive', () => {
    expect(() => createSpeedMeter({ windowMs: 0 })).toThrow(RangeError);
  });
});

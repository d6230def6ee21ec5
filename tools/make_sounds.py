"""Rebuild sounds/*.ogg from their sources: `python tools/make_sounds.py` (Linux, as root
once: `apt-get install sox libsox-fmt-all openttd-opensfx sound-theme-freedesktop
oxygen-sounds`).

The game never runs this: the converted OGG files are committed, so neither sox nor
the Debian packages are needed to play or test. Each sound is cut from its source (or
synthesised here from a fixed seed), made mono at 44.1 kHz, faded, and its loudness set
so its loudest 50 ms sits at EFFECT_LEVEL (ambience at AMBIENCE_LEVEL); peaks the gain
would push past full scale are limited (`gain -l`), never clipped. Loudness is measured on
the OGG as sox decodes it: the RMS of every 50 ms window, 5 ms apart, DC removed. (sox
`stats` "RMS Pk dB" uses fixed 50 ms windows that can straddle the attack of a 0.1 s
click and then reads it up to 10 dB low; its figures are printed too.) The script ends by
printing the table quoted in sounds/CREDITS.md.
"""

from __future__ import annotations

import math
import random
import struct
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sounds"
RATE = 44100
EFFECT_LEVEL = -18.0
"""dBFS of each effect's loudest 50 ms window: all effects land within 3 dB of each other."""
AMBIENCE_LEVEL = -26.0
"""Ambience sits well under the effects; it also has its own volume setting."""
OGG_QUALITY = "3"
LEVELS = {"sea": AMBIENCE_LEVEL, "harbour": AMBIENCE_LEVEL, "click": EFFECT_LEVEL - 3.0}
"""The click lasts 20 ms, shorter than the measuring window: 3 dB down, it measures as
loud as the rest on its own length (sox's RMS of the whole clip) and stays discreet."""

OPENSFX_CAT = Path("/usr/share/games/openttd/baseset/opensfx/opensfx.cat")
FREEDESKTOP = Path("/usr/share/sounds/freedesktop/stereo")
OXYGEN = Path("/usr/share/sounds")


# --- sources ---------------------------------------------------------------------------------

def opensfx(index: int, folder: Path) -> Path:
    """Sample `index` of OpenSFX's sample catalogue as a WAV file. The .cat file is a
    table of (offset | 0x80000000, size) pairs; each entry is a length byte, the sample's
    credit line (its title, authors and licence), then the RIFF data."""
    data = OPENSFX_CAT.read_bytes()
    offset, size = struct.unpack_from("<II", data, index * 8)
    offset &= 0x7FFFFFFF
    name_len = data[offset]
    path = folder / f"opensfx-{index:02d}.wav"
    path.write_bytes(data[offset + 1 + name_len: offset + size])
    return path


def write_wav(path: Path, samples: list[float]) -> Path:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples))
    return path


# --- synthesis (CC0: made here) ----------------------------------------------------------------

def _lowpass(samples: list[float], cutoff: float) -> list[float]:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for s in samples:
        y += a * (s - y)
        out.append(y)
    return out


def _highpass(samples: list[float], cutoff: float) -> list[float]:
    low = _lowpass(samples, cutoff)
    return [s - lo for s, lo in zip(samples, low)]


def _band_noise(rng: random.Random, seconds: float, low: float, high: float) -> list[float]:
    noise = [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]
    return _lowpass(_highpass(noise, low), high)


def _envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """Linear attack, then exponential decay with time constant `decay` seconds."""
    out = []
    for i, s in enumerate(samples):
        t = i / RATE
        gain = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(s * gain)
    return out


def _mix(length: float, *parts: tuple[float, list[float]]) -> list[float]:
    """Lay each (start second, samples) part onto silence `length` seconds long."""
    out = [0.0] * int(length * RATE)
    for start, samples in parts:
        first = int(start * RATE)
        for i, s in enumerate(samples):
            if first + i < len(out):
                out[first + i] += s
    return out


def _tone(seconds: float, partials: list[tuple[float, float, float]]) -> list[float]:
    """Sum of (frequency, amplitude, decay seconds) sine partials."""
    n = int(seconds * RATE)
    return [sum(a * math.exp(-i / RATE / d) * math.sin(2 * math.pi * f * i / RATE) for f, a, d in partials)
            for i in range(n)]


def card_draw(rng: random.Random) -> list[float]:
    """A card slid off the deck: a short bright swish that swells and fades."""
    swish = _band_noise(rng, 0.16, 1800, 7000)
    n = len(swish)
    return [s * math.sin(math.pi * i / n) ** 1.5 for i, s in enumerate(swish)]


def card_play(rng: random.Random) -> list[float]:
    """A card laid on the table: a brief swish ending in a soft slap."""
    swish = card_draw(rng)[: int(0.08 * RATE)]
    slap = _envelope(_band_noise(rng, 0.09, 300, 4000), 0.001, 0.018)
    thump = _tone(0.09, [(150, 0.5, 0.025)])
    return _mix(0.17, (0.0, [s * 0.5 for s in swish]), (0.07, slap), (0.07, thump))


def card_reveal(rng: random.Random) -> list[float]:
    """Cards turned face up: two quick flips."""
    flip = _envelope(_band_noise(rng, 0.07, 2500, 9000), 0.004, 0.015)
    flop = _envelope(_band_noise(rng, 0.08, 1500, 6000), 0.004, 0.02)
    return _mix(0.2, (0.0, flip), (0.09, flop))


def expert(rng: random.Random) -> list[float]:
    """A wooden piece set down: a knock with a hollow body."""
    click = _envelope(_band_noise(rng, 0.02, 1500, 6000), 0.0005, 0.003)
    body = _tone(0.14, [(520, 0.8, 0.03), (1180, 0.35, 0.015), (2300, 0.15, 0.008)])
    return _mix(0.15, (0.0, click), (0.0, body))


def ducat(rng: random.Random) -> list[float]:
    """A gold coin dropped into the hold: two metallic clinks."""
    def clink(f: float) -> list[float]:
        return _tone(0.35, [(f, 0.6, 0.09), (f * 2.76, 0.35, 0.05), (f * 5.4, 0.2, 0.03)])
    return _mix(0.42, (0.0, clink(2100)), (0.07, [s * 0.7 for s in clink(2450)]))


def dice(rng: random.Random) -> list[float]:
    """Dice thrown on wood: a rattle of clicks, dense at first, settling."""
    parts = []
    t = 0.0
    for k in range(11):
        hit = _envelope(_band_noise(rng, 0.03, 1200, 7000), 0.0005, 0.004)
        knock = _tone(0.03, [(rng.uniform(900, 1600), 0.4, 0.006)])
        level = 1.0 - k * 0.06
        parts.append((t, [(a + b) * level for a, b in zip(hit, knock)]))
        t += rng.uniform(0.025, 0.05) * (1 + k * 0.12)
    return _mix(t + 0.05, *parts)


def click(rng: random.Random) -> list[float]:
    """A button pressed: a small soft tick."""
    return _mix(0.04, (0.0, _envelope(_band_noise(rng, 0.03, 2000, 5000), 0.0005, 0.004)),
                (0.0, _tone(0.03, [(1800, 0.3, 0.005)])))


def surf(rng: random.Random, seconds: float = 8.0) -> list[float]:
    """Waves on a shore: low rumbling noise swelling twice in the loop. The swells are
    periodic in the loop's length, so the file loops without a seam."""
    noise = _lowpass(_lowpass([rng.uniform(-1, 1) for _ in range(int(seconds * RATE))], 900), 1400)
    n = len(noise)
    return [s * (0.35 + 0.65 * (0.5 - 0.5 * math.cos(4 * math.pi * i / n)) ** 2) for i, s in enumerate(noise)]


SYNTHS = {"card-draw": card_draw, "card-play": card_play, "card-reveal": card_reveal, "expert": expert,
          "ducat": ducat, "dice": dice, "click": click, "sea": surf}


# --- the catalogue ---------------------------------------------------------------------------

def build(name: str, tmp: Path) -> tuple[Path, list[str]]:
    """The source file of sound `name` and the sox effects that cut it."""
    rng = random.Random(name)
    if name in SYNTHS:
        return write_wav(tmp / f"{name}.wav", SYNTHS[name](rng)), []
    if name == "harbour":
        sea = surf(rng)
        bird = tmp / "bird.wav"
        subprocess.run(["sox", str(opensfx(66, tmp)), "-r", str(RATE), str(bird), "remix", "-", "trim", "0",
                        "1.2", "fade", "t", "0.05", "1.2", "0.3", "vol", "0.4"], check=True)
        with wave.open(str(bird)) as src:
            raw = src.readframes(src.getnframes())
        gull = [v / 32768 for (v,) in struct.iter_unpack("<h", raw)]
        return write_wav(tmp / "harbour.wav", _mix(8.0, (0.0, sea), (2.5, gull), (6.1, gull))), []
    recipes = {
        "coins": (lambda: opensfx(20, tmp), ["trim", "0", "0.9", "fade", "t", "0", "0.9", "0.35"]),
        "sail": (lambda: opensfx(52, tmp), ["trim", "0.4", "1.0", "fade", "t", "0.25", "1.0", "0.45"]),
        "raid": (lambda: opensfx(18, tmp), ["trim", "0", "0.9", "fade", "t", "0", "0.9", "0.5"]),
        "election": (lambda: opensfx(29, tmp), ["trim", "0.5", "1.8", "fade", "t", "0.2", "1.8", "0.8"]),
        "game-end": (lambda: opensfx(1, tmp), []),
        "counter": (lambda: FREEDESKTOP / "camera-shutter.oga", ["trim", "0.05", "0.35", "fade", "t", "0", "0.35", "0.05"]),
        "chime": (lambda: FREEDESKTOP / "complete.oga", []),
        "fanfare": (lambda: OXYGEN / "Oxygen-K3B-Finish-Success.ogg", []),
    }
    source, effects = recipes[name]
    return source(), effects


def stats(path: Path) -> dict[str, float]:
    text = subprocess.run(["sox", str(path), "-n", "stats"], capture_output=True, text=True, check=True).stderr
    figures = {}
    for line in text.splitlines():
        label, _, value = line.rpartition(" ")
        try:
            figures[label.strip()] = float(value)
        except ValueError:
            pass
    return figures


def loudest_window(path: Path, window: float = 0.05, hop: float = 0.005) -> tuple[float, float]:
    """(start second, dBFS) of the loudest `window` seconds of `path` (sliding by `hop`,
    DC removed; a clip shorter than the window counts as followed by silence)."""
    raw = subprocess.run(["sox", str(path), "-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", str(RATE), "-"],
                         capture_output=True, check=True).stdout
    x = [v / 32768 for (v,) in struct.iter_unpack("<h", raw)]
    mean = sum(x) / len(x)
    squares = [(v - mean) ** 2 for v in x]
    n, step = int(window * RATE), int(hop * RATE)
    running = [0.0]
    for v in squares:
        running.append(running[-1] + v)
    energy, start = max((running[min(s + n, len(x))] - running[s], s) for s in range(0, max(1, len(x) - n + 1), step))
    return start / RATE, 10 * math.log10(energy / n)


def loudness(path: Path) -> float:
    return loudest_window(path)[1]


def sox_window_level(path: Path) -> float:
    """sox's own RMS level of the loudest 50 ms window, as a check on `loudness`."""
    start, _ = loudest_window(path)
    text = subprocess.run(["sox", str(path), "-n", "trim", f"{start:.4f}", "0.05", "stats"],
                          capture_output=True, text=True, check=True).stderr
    return next(float(line.split()[-1]) for line in text.splitlines() if line.startswith("RMS lev dB"))


def convert(name: str, tmp: Path) -> Path:
    source, effects = build(name, tmp)
    cut = tmp / f"{name}-cut.wav"
    subprocess.run(["sox", str(source), "-b", "16", str(cut), "remix", "-", "rate", str(RATE), *effects,
                    "silence", "1", "0.001", "0.1%", "reverse", "silence", "1", "0.001", "0.1%", "reverse"],
                   check=True)
    level = LEVELS.get(name, EFFECT_LEVEL)
    gain = level - loudness(cut)
    out = OUT / f"{name}.ogg"
    for _ in range(4):  # a limited peak lowers the level a little: measure the OGG and correct
        # `gain -l` limits the peaks the gain would push past full scale instead of clipping them
        # (sox reads "gain -l -6" as an unknown option, so a cut is a plain `gain`)
        effect = ["gain", "-l", f"{gain:.2f}"] if gain > 0 else ["gain", f"{gain:.2f}"]
        subprocess.run(["sox", str(cut), "-C", OGG_QUALITY, str(out), *effect], check=True)
        miss = level - loudness(out)
        if abs(miss) < 0.3:
            break
        gain += miss
    return out


NAMES = ["card-draw", "card-play", "card-reveal", "expert", "coins", "ducat", "dice", "sail", "raid",
         "election", "counter", "chime", "fanfare", "game-end", "click", "sea", "harbour"]


def main() -> int:
    OUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        outs = [convert(name, Path(folder)) for name in (sys.argv[1:] or NAMES)]
    print("| file | seconds | loudest 50 ms dB | sox RMS lev of that 50 ms | sox RMS lev dB | sox RMS Pk dB "
          "| sox Pk lev dB | KiB |")
    print("|---|---|---|---|---|---|---|---|")
    for out in outs:
        f = stats(out)
        print(f"| {out.name} | {f['Length s']:.2f} | {loudness(out):.1f} | {sox_window_level(out):.1f} | "
              f"{f['RMS lev dB']:.1f} | "
              f"{f['RMS Pk dB']:.1f} | {f['Pk lev dB']:.1f} | {out.stat().st_size / 1024:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Synthesizes Shogiban's sounds as 16-bit mono WAV files, from nothing but arithmetic (no samples, so no
licence but the project's). Run it here to write them again: python3 generate_sounds.py

A wooden knock is modal synthesis: a short burst of filtered noise (the strike) plus a few decaying sines at
the modes of a small wooden piece hitting a board (inharmonic, the high ones dying first).
  move.wav     one knock: a piece put down on the board
  capture.wav  a light clack (the captured piece lifted), then a heavier, lower knock
  check.wav    a knock with a bright ringing partial over it, to be heard as a warning
  tick.wav     a short high tick: each of the last ten seconds before a flag falls
  end.wav      a struck bowl (bell-like partials, long decay): the end of a game
"""
import math
import random
import struct
import wave

RATE = 44100


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def add(into, sound, at=0.0, gain=1.0):
    start = int(at * RATE)
    for i, v in enumerate(sound):
        if start + i < len(into):
            into[start + i] += gain * v


def noise_burst(seconds, centre, seed, decay):
    """White noise through a two-pole band-pass (RBJ biquad) around `centre`, decaying in `decay` s."""
    rng = random.Random(seed)
    w = 2 * math.pi * centre / RATE
    q = 1.2
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for i in range(int(seconds * RATE)):
        x = rng.uniform(-1, 1) * math.exp(-i / (decay * RATE))
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def modes(seconds, partials, attack=0.0005):
    """Damped sines: (frequency Hz, decay s, amplitude); a short attack keeps the onset from clicking."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(env * sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t) for f, tau, a in partials))
    return out


def knock(seconds, partials, centre, seed, strike=0.6):
    sound = modes(seconds, partials)
    add(sound, noise_burst(0.006, centre, seed, 0.0012), gain=strike)
    return sound


def finish(sound, peak):
    fade = int(0.01 * RATE)
    for i in range(fade):
        sound[-1 - i] *= i / fade
    top = max(abs(v) for v in sound) or 1.0
    return [v * peak / top for v in sound]


def write(name, sound):
    with wave.open(name, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in sound))


WOOD = [(640, 0.040, 1.0), (1210, 0.028, 0.6), (1790, 0.020, 0.45), (2680, 0.011, 0.3), (3950, 0.006, 0.2)]
HEAVY = [(470, 0.055, 1.0), (905, 0.040, 0.7), (1420, 0.026, 0.5), (2150, 0.014, 0.3)]


def main():
    write("move.wav", finish(knock(0.18, WOOD, 3000, 1), 0.6))

    capture = silence(0.32)
    add(capture, knock(0.08, [(f * 1.35, tau * 0.6, a) for f, tau, a in WOOD], 4200, 2), gain=0.45)
    add(capture, knock(0.24, HEAVY, 2400, 3, strike=0.8), at=0.075)
    write("capture.wav", finish(capture, 0.7))

    check = knock(0.45, WOOD, 3000, 4)
    add(check, modes(0.45, [(1568, 0.16, 0.55), (3136, 0.08, 0.18), (4704, 0.04, 0.08)], attack=0.002), at=0.01)
    write("check.wav", finish(check, 0.65))

    write("tick.wav", finish(knock(0.06, [(2800, 0.006, 1.0), (4300, 0.003, 0.5)], 5000, 5, strike=0.4), 0.35))

    bowl = silence(1.6)
    add(bowl, modes(1.6, [(392, 0.90, 1.0), (1082, 0.50, 0.5), (2117, 0.25, 0.25), (3500, 0.12, 0.1)],
                    attack=0.004))
    add(bowl, noise_burst(0.01, 1500, 6, 0.002), gain=0.3)
    write("end.wav", finish(bowl, 0.55))


if __name__ == "__main__":
    main()

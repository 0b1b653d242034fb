#pragma once
// The sounds of a game, as SoundCues chooses them and SoundBoard plays them.
enum class Sound {
    Move,    // a wooden click: a piece put down
    Capture, // a piece taken
    Check,   // a move that gives check
    Tick,    // each of the last ten seconds before a flag falls
    GameEnd,
};

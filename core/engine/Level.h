#pragma once
// Playing strength 1-10. A level limits how deep the engine looks and how it chooses among the
// moves it has scored: weak levels pick among the few best moves with noise and now and then take a clearly
// worse one of them, so they still play shogi-like moves (develop, take a free piece most of the time) while
// losing to a beginner. Level 10 is full strength.

namespace shogi::engine {

struct Level {
    int depth = 0;          // iteration cap, 0 = none
    int candidates = 1;     // how many of the best root moves it chooses among
    int temperature = 0;    // centipawns: the softmax scale of that choice
    int blunderPercent = 0; // how often the choice ignores the scores among the candidates
    int maxLoss = 0;        // a candidate worse than the best by more than this is never taken (0 = any)

    static constexpr int Min = 1;
    static constexpr int Max = 10;
    static Level forLevel(int level);
    bool full() const { return candidates <= 1 && depth == 0; }
};

} // namespace shogi::engine

// shogiban-engine: Shogiban's built-in engine as a USI program, for the app and for any USI GUI.
#include "engine/UsiEngine.h"

#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    // Reading a command must not flush the output: UsiOutput alone writes it, under its lock.
    std::cin.tie(nullptr);
    shogiban::UsiEngine engine(std::cout);
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) return 0;
    engine.endOfInput();
    return 0;
}

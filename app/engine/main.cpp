// shogiban-engine: Shogiban's built-in engine as a USI program, for the app and for any USI GUI.
#include "UsiEngine.h"

#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    shogiban::UsiEngine engine(std::cout);
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) return 0;
    engine.finish();
    return 0;
}

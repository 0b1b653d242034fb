// libFuzzer target: the KI2 (.ki2 and .ki2u) reader, and its writer on what it accepts (see FuzzReader.h).
#include "FuzzReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return fuzz::readAndWriteBack(
        data, size, [](const QString& text) { return shogi::readKi2(text); },
        [](const shogi::GameRecord& r) { return shogi::writeKi2(r); });
}

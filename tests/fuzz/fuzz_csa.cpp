// libFuzzer target: the CSA reader, and its writer on what it accepts (see FuzzReader.h).
#include "FuzzReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return fuzz::readAndWriteBack(
        data, size, [](const QString& text) { return shogi::readCsa(text); },
        [](const shogi::GameRecord& r) { return shogi::writeCsa(r); });
}

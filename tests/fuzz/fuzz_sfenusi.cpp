// libFuzzer target: the SFEN, USI and USEN reader, and the USEN writer (which keeps variations) on what
// it accepts (see FuzzReader.h).
#include "FuzzReader.h"
#include "formats/SfenUsiWriter.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return fuzz::readAndWriteBack(
        data, size, [](const QString& text) { return shogi::readSfenOrUsi(text); },
        [](const shogi::GameRecord& r) { return shogi::writeUsen(r); });
}

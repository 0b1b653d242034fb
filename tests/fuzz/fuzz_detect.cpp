// libFuzzer target: raw bytes through encoding and format detection and whichever reader they pick, as a
// file opened without a known extension or pasted from the clipboard would go. Whatever reads must then
// save as KIF and read back, as the app's "copy the game as KIF" does.
#include "formats/RecordFormat.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto result = shogi::readRecord(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (result.ok() && !shogi::readKif(shogi::writeKif(result->record)).ok()) std::abort();
    return 0;
}

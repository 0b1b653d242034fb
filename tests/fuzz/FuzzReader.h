#pragma once
// What every reader target checks: the bytes are decoded as a file would be, the reader returns a record
// or an error (a crash, a sanitizer report or a hang is the bug), and a record it accepts is written in
// the same format and must read back: a writer must not produce text its own reader refuses.
#include "formats/RecordFormat.h"
#include "formats/TextEncoding.h"

#include <cstdint>
#include <cstdlib>

namespace fuzz {

template <class Read, class Write>
int readAndWriteBack(const std::uint8_t* data, std::size_t size, Read read, Write write) {
    const QString text =
        shogi::text::decode(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size))).text;
    const shogi::Result<shogi::ReadResult> result = read(text);
    if (!result.ok()) return 0;
    if (!read(write(result->record)).ok()) std::abort();
    return 0;
}

} // namespace fuzz

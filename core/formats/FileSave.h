#pragma once
// Writing a whole file so that a failure leaves the old one as it was (QSaveFile: a temporary file renamed
// over it at the end), and saying why a write failed in terms a user acts on: a full disk is named as such,
// not left as Qt's "Unknown error" (what a write that stops partway reports).
#include <QByteArray>
#include <QString>

#include <optional>

namespace shogi {

struct SaveFailure {
    // No room: the disk is full, a quota or a file size limit is reached (ENOSPC, EDQUOT, EFBIG).
    bool diskFull = false;
    QString systemText; // the system's own words ("No space left on device")
};

// Writes `bytes` to `path`; nullopt when the whole file is there.
std::optional<SaveFailure> saveFile(const QString& path, const QByteArray& bytes);

} // namespace shogi

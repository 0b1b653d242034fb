#include "formats/FileSave.h"

#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace shogi {

namespace {

bool isNoRoom(int error) {
    return error == ENOSPC || error == EFBIG
#ifdef EDQUOT
           || error == EDQUOT
#endif
        ;
}

// `error`: errno right after the call that failed, 0 when unknown. The file's own text is kept unless that
// is Qt's "Unknown error" of a write that stopped partway.
SaveFailure failure(const QSaveFile& file, int error) {
    SaveFailure f;
    f.diskFull = file.error() == QFileDevice::ResourceError || isNoRoom(error);
    f.systemText = file.error() == QFileDevice::NoError && error != 0
                       ? QString::fromLocal8Bit(std::strerror(error))
                       : file.errorString();
    return f;
}

} // namespace

std::optional<SaveFailure> saveFile(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    // Unbuffered: each write reaches the system at once, so its error is known there and then.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return failure(file, 0);
    qint64 done = 0;
    while (done < bytes.size()) {
        // A write that stops partway reports no error (and leaves errno as the system set it); the next
        // one, writing nothing, sets it.
        errno = 0;
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) return failure(file, errno); // the temporary file goes with `file`
        done += n;
    }
    errno = 0;
    if (!file.commit()) return failure(file, errno);
    return std::nullopt;
}

} // namespace shogi

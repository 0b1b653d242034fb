#include "formats/RecordFormat.h"

namespace shogi {

Result<QByteArray> encodeRecord(const GameRecord& record, RecordFormat format, bool shiftJis) {
    switch (format) {
    case RecordFormat::Kif:
        return encodeKif(record, shiftJis);
    case RecordFormat::Ki2:
        return encodeKi2(record, shiftJis);
    case RecordFormat::Csa:
        return writeCsa(record).toUtf8();
    case RecordFormat::Jkf:
        return writeJkf(record).toUtf8();
    case RecordFormat::Sfen:
        return writeSfen(record).toUtf8();
    case RecordFormat::Usi:
        return writeUsi(record).toUtf8();
    case RecordFormat::Psn:
        return writePsn(record).toUtf8();
    }
    return Error{"unknown record format", 0, 0};
}

} // namespace shogi

#pragma once
// The name a record is offered under when it has no file yet (a game just played, a pasted or downloaded
// record), as ShogiHome proposes it, so a folder of games sorts by date the same way in both programs: the
// start's date and time, the event, then the two players: "20261126_1030_Hanako_Shogiban (level 3)". Characters
// no file system takes (\ / : * ? " < > |) become "_"; the date is today's when the record names none.
#include "record/GameRecord.h"

#include <QDateTime>
#include <QString>

namespace RecordFileName {

QString proposed(const shogi::GameRecord& record, const QDateTime& now = QDateTime::currentDateTime());

} // namespace RecordFileName

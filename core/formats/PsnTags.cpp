#include "formats/PsnTags.h"

#include <array>

namespace shogi::psn {

namespace {

struct Tag {
    const char* tag;
    const char* header;
};

// The first tag of each header is the one written; the others are read too.
constexpr std::array<Tag, 9> kTags = {{
    {"Sente", "先手"},
    {"Black", "先手"},
    {"Gote", "後手"},
    {"White", "後手"},
    {"Event", "棋戦"},
    {"Date", "開始日時"},
    {"Site", "場所"},
    {"Venue", "場所"},
    {"Opening", "戦型"},
}};

struct Word {
    const char* word;
    SpecialMove special;
};

// Likewise: the first word of each ending is the one written.
constexpr std::array<Word, 22> kWords = {{
    {"Resign", SpecialMove::Resign},
    {"Resigns", SpecialMove::Resign},
    {"Interrupt", SpecialMove::Interrupt},
    {"Abort", SpecialMove::Interrupt},
    {"Sennichite", SpecialMove::Repetition},
    {"Repetition", SpecialMove::Repetition},
    {"PerpetualCheck", SpecialMove::PerpetualCheck},
    {"Jishogi", SpecialMove::Impasse},
    {"Impasse", SpecialMove::Impasse},
    {"EnteringKing", SpecialMove::EnteringKingWin},
    {"Draw", SpecialMove::Draw},
    {"Mate", SpecialMove::Mate},
    {"Checkmate", SpecialMove::Mate},
    {"Tsumi", SpecialMove::Mate},
    {"NoMate", SpecialMove::NoMate},
    {"Fuzumi", SpecialMove::NoMate},
    {"IllegalWin", SpecialMove::IllegalWin},
    {"IllegalLoss", SpecialMove::IllegalLoss},
    {"Timeout", SpecialMove::Timeout},
    {"Time-up", SpecialMove::Timeout},
    {"MaxMoves", SpecialMove::MaxMoves},
    {"Error", SpecialMove::Error},
}};

QString simplified(QString name) {
    name = name.toLower();
    name.remove(QLatin1Char(' ')).remove(QLatin1Char('-')).remove(QLatin1Char('_'));
    if (name.endsWith(QLatin1Char('s'))) name.chop(1);
    return name;
}

} // namespace

QString headerFromTag(const QString& tag) {
    for (const Tag& t : kTags)
        if (tag.compare(QLatin1String(t.tag), Qt::CaseInsensitive) == 0) return QString::fromUtf8(t.header);
    return tag;
}

QString tagFromHeader(const QString& header) {
    for (const Tag& t : kTags)
        if (header == QString::fromUtf8(t.header)) return QLatin1String(t.tag);
    return header;
}

std::optional<SpecialMove> parseEnding(const QString& word) {
    for (const Word& w : kWords)
        if (word.compare(QLatin1String(w.word), Qt::CaseInsensitive) == 0) return w.special;
    return std::nullopt;
}

QString endingWord(SpecialMove special) {
    for (const Word& w : kWords)
        if (w.special == special) return QLatin1String(w.word);
    return {};
}

const Handicap* parseHandicap(const QString& name) {
    const QString wanted = simplified(name);
    for (const Handicap& h : Handicap::all()) {
        if (wanted == simplified(QString::fromUtf8(h.englishName.data(), qsizetype(h.englishName.size()))) ||
            wanted == simplified(QString::fromUtf8(h.id.data(), qsizetype(h.id.size()))) ||
            name.trimmed() == QString::fromUtf8(h.kifName.data(), qsizetype(h.kifName.size())))
            return &h;
    }
    return nullptr;
}

} // namespace shogi::psn

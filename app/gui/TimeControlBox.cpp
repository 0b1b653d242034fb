#include "gui/TimeControlBox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>

using shogi::TimeControl;
using Kind = TimeControl::Kind;

namespace {

constexpr std::int64_t Second = 1000;
constexpr std::int64_t Minute = 60 * Second;

struct Preset {
    TimeControl control;
    const char* label;
};

const Preset presets[] = {
    {TimeControl::none(), QT_TRANSLATE_NOOP("TimeControlBox", "No clock")},
    {TimeControl::suddenDeath(10 * Minute), QT_TRANSLATE_NOOP("TimeControlBox", "10 minutes, sudden death")},
    {TimeControl::byoyomi(10 * Minute, 30 * Second),
     QT_TRANSLATE_NOOP("TimeControlBox", "10 minutes, then 30 seconds per move (byoyomi)")},
    {TimeControl::byoyomi(60 * Minute, 60 * Second),
     QT_TRANSLATE_NOOP("TimeControlBox", "1 hour, then 1 minute per move (byoyomi, as professionals play)")},
    {TimeControl::byoyomi(0, 30 * Second),
     QT_TRANSLATE_NOOP("TimeControlBox", "30 seconds per move (byoyomi)")},
    {TimeControl::fischer(5 * Minute, 10 * Second),
     QT_TRANSLATE_NOOP("TimeControlBox", "5 minutes + 10 seconds per move (Fischer)")},
};
constexpr int presetCount = int(std::size(presets));

} // namespace

TimeControlBox::TimeControlBox(QWidget* parent)
    : QGroupBox(tr("Time control"), parent), m_form(new QFormLayout(this)), m_preset(new QComboBox),
      m_kind(new QComboBox), m_mainMinutes(new QSpinBox), m_byoyomiSeconds(new QSpinBox),
      m_incrementSeconds(new QSpinBox) {
    for (const Preset& p : presets)
        m_preset->addItem(tr(p.label));
    m_preset->addItem(tr("Custom"));
    m_kind->addItem(tr("No clock"), int(Kind::None));
    m_kind->addItem(tr("Sudden death"), int(Kind::SuddenDeath));
    m_kind->addItem(tr("Byoyomi (main time, then a fixed time per move)"), int(Kind::Byoyomi));
    m_kind->addItem(tr("Fischer (main time, plus an increment per move)"), int(Kind::Fischer));
    m_mainMinutes->setRange(0, 600);
    m_mainMinutes->setSuffix(tr(" min"));
    m_byoyomiSeconds->setRange(1, 600);
    m_byoyomiSeconds->setSuffix(tr(" s"));
    m_incrementSeconds->setRange(0, 600);
    m_incrementSeconds->setSuffix(tr(" s"));

    m_form->addRow(tr("Preset:"), m_preset);
    m_form->addRow(tr("Clock:"), m_kind);
    m_form->addRow(tr("Main time:"), m_mainMinutes);
    m_form->addRow(tr("Byoyomi per move:"), m_byoyomiSeconds);
    m_form->addRow(tr("Increment per move:"), m_incrementSeconds);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &TimeControlBox::presetChosen);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TimeControlBox::fieldsEdited);
    for (QSpinBox* box : {m_mainMinutes, m_byoyomiSeconds, m_incrementSeconds})
        connect(box, &QSpinBox::valueChanged, this, &TimeControlBox::fieldsEdited);
    setTimeControl(TimeControl::none());
}

TimeControl TimeControlBox::timeControl() const {
    const auto kind = Kind(m_kind->currentData().toInt());
    const std::int64_t main = m_mainMinutes->value() * Minute;
    switch (kind) {
    case Kind::None:
        return TimeControl::none();
    case Kind::SuddenDeath:
        return TimeControl::suddenDeath(main);
    case Kind::Byoyomi:
        return TimeControl::byoyomi(main, m_byoyomiSeconds->value() * Second);
    case Kind::Fischer:
        return TimeControl::fischer(main, m_incrementSeconds->value() * Second);
    }
    return TimeControl::none();
}

void TimeControlBox::setTimeControl(const TimeControl& control) {
    {
        const QSignalBlocker b1(m_kind), b2(m_mainMinutes), b3(m_byoyomiSeconds), b4(m_incrementSeconds);
        m_kind->setCurrentIndex(m_kind->findData(int(control.kind)));
        showFieldsFor(control.kind);
        m_mainMinutes->setValue(int(control.mainMs / Minute));
        if (control.kind == Kind::Byoyomi) m_byoyomiSeconds->setValue(int(control.byoyomiMs / Second));
        if (control.kind == Kind::Fischer) m_incrementSeconds->setValue(int(control.incrementMs / Second));
    }
    fieldsEdited();
}

void TimeControlBox::presetChosen(int index) {
    if (index < 0 || index >= presetCount) return; // "Custom": keep the fields as they are
    setTimeControl(presets[index].control);
}

void TimeControlBox::fieldsEdited() {
    showFieldsFor(Kind(m_kind->currentData().toInt()));
    const TimeControl now = timeControl();
    int match = presetCount;
    for (int i = 0; i < presetCount; ++i)
        if (presets[i].control == now) match = i;
    {
        const QSignalBlocker block(m_preset);
        m_preset->setCurrentIndex(match);
    }
    emit changed();
}

void TimeControlBox::showFieldsFor(Kind kind) {
    m_form->setRowVisible(m_mainMinutes, kind != Kind::None);
    m_form->setRowVisible(m_byoyomiSeconds, kind == Kind::Byoyomi);
    m_form->setRowVisible(m_incrementSeconds, kind == Kind::Fischer);
    // Byoyomi may start without main time; the other clocks would fall at once.
    const QSignalBlocker block(m_mainMinutes);
    m_mainMinutes->setMinimum(kind == Kind::Byoyomi ? 0 : 1);
}

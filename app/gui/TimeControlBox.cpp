#include "gui/TimeControlBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSignalBlocker>

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

TimeControlBox::TimeControlBox(Scale scale, QWidget* parent)
    : QGroupBox(tr("Time control"), parent), m_mainUnitMs(scale == Scale::Engine ? Second : Minute),
      m_form(new QFormLayout(this)), m_preset(new QComboBox), m_kind(new QComboBox),
      m_main(new QDoubleSpinBox), m_byoyomi(new QDoubleSpinBox), m_increment(new QDoubleSpinBox) {
    for (const Preset& p : presets)
        m_preset->addItem(tr(p.label));
    m_preset->addItem(tr("Custom"));
    m_kind->addItem(tr("No clock"), int(Kind::None));
    m_kind->addItem(tr("Sudden death"), int(Kind::SuddenDeath));
    m_kind->addItem(tr("Byoyomi (main time, then a fixed time per move)"), int(Kind::Byoyomi));
    m_kind->addItem(tr("Fischer (main time, plus an increment per move)"), int(Kind::Fischer));
    // Tenths step by a tenth below 10 s, by a second above (the adaptive step keeps one significant digit).
    const int decimals = scale == Scale::Engine ? 1 : 0;
    for (QDoubleSpinBox* box : {m_main, m_byoyomi, m_increment}) {
        box->setDecimals(decimals);
        if (scale == Scale::Engine) box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    }
    m_main->setObjectName(QStringLiteral("mainTime"));
    m_byoyomi->setObjectName(QStringLiteral("byoyomi"));
    m_increment->setObjectName(QStringLiteral("increment"));
    m_main->setRange(0, 600 * Minute / m_mainUnitMs);
    m_main->setSuffix(scale == Scale::Engine ? tr(" s") : tr(" min"));
    m_byoyomi->setRange(scale == Scale::Engine ? 0.1 : 1, 600);
    m_byoyomi->setSuffix(tr(" s"));
    m_increment->setRange(0, 600);
    m_increment->setSuffix(tr(" s"));

    m_form->addRow(tr("Preset:"), m_preset);
    m_form->addRow(tr("Clock:"), m_kind);
    m_form->addRow(tr("Main time:"), m_main);
    m_form->addRow(tr("Byoyomi per move:"), m_byoyomi);
    m_form->addRow(tr("Increment per move:"), m_increment);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &TimeControlBox::presetChosen);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TimeControlBox::fieldsEdited);
    for (QDoubleSpinBox* box : {m_main, m_byoyomi, m_increment})
        connect(box, &QDoubleSpinBox::valueChanged, this, &TimeControlBox::fieldsEdited);
    setTimeControl(TimeControl::none());
}

TimeControl TimeControlBox::timeControl() const {
    const auto kind = Kind(m_kind->currentData().toInt());
    const std::int64_t main = qRound64(m_main->value() * double(m_mainUnitMs));
    switch (kind) {
    case Kind::None:
        return TimeControl::none();
    case Kind::SuddenDeath:
        return TimeControl::suddenDeath(main);
    case Kind::Byoyomi:
        return TimeControl::byoyomi(main, qRound64(m_byoyomi->value() * Second));
    case Kind::Fischer:
        return TimeControl::fischer(main, qRound64(m_increment->value() * Second));
    }
    return TimeControl::none();
}

void TimeControlBox::setTimeControl(const TimeControl& control) {
    {
        const QSignalBlocker b1(m_kind), b2(m_main), b3(m_byoyomi), b4(m_increment);
        m_kind->setCurrentIndex(m_kind->findData(int(control.kind)));
        showFieldsFor(control.kind);
        m_main->setValue(double(control.mainMs) / double(m_mainUnitMs));
        if (control.kind == Kind::Byoyomi) m_byoyomi->setValue(double(control.byoyomiMs) / Second);
        if (control.kind == Kind::Fischer) m_increment->setValue(double(control.incrementMs) / Second);
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
    m_form->setRowVisible(m_main, kind != Kind::None);
    m_form->setRowVisible(m_byoyomi, kind == Kind::Byoyomi);
    m_form->setRowVisible(m_increment, kind == Kind::Fischer);
    // Byoyomi may start without main time; the other clocks would fall at once.
    const QSignalBlocker block(m_main);
    m_main->setMinimum(kind == Kind::Byoyomi ? 0 : 1);
}

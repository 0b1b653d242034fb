#pragma once
// The time-control part of the new-game and tournament dialogs: a list of common presets (among them the
// professional "1 minute per move after the main time") and the fields of a custom control.
#include "rules/Clock.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;

class TimeControlBox : public QGroupBox {
    Q_OBJECT
public:
    // A person's clock is set in minutes and whole seconds; an engine tournament's in seconds to a tenth
    // (engines play at 0.3 s a move, or 10 s + 0.1 s).
    enum class Scale { Person, Engine };

    explicit TimeControlBox(Scale scale = Scale::Person, QWidget* parent = nullptr);

    shogi::TimeControl timeControl() const;
    void setTimeControl(const shogi::TimeControl& control);

signals:
    void changed();

private:
    void presetChosen(int index);
    void fieldsEdited();
    void showFieldsFor(shogi::TimeControl::Kind kind);

    std::int64_t m_mainUnitMs;
    QFormLayout* m_form;
    QComboBox* m_preset;
    QComboBox* m_kind;
    QDoubleSpinBox* m_main;
    QDoubleSpinBox* m_byoyomi;
    QDoubleSpinBox* m_increment;
};

#pragma once
// The time-control part of the new-game dialog: a list of common presets (among them the professional
// "1 minute per move after the main time") and the fields of a custom control.
#include "rules/Clock.h"

#include <QGroupBox>

class QComboBox;
class QFormLayout;
class QSpinBox;

class TimeControlBox : public QGroupBox {
    Q_OBJECT
public:
    explicit TimeControlBox(QWidget* parent = nullptr);

    shogi::TimeControl timeControl() const;
    void setTimeControl(const shogi::TimeControl& control);

signals:
    void changed();

private:
    void presetChosen(int index);
    void fieldsEdited();
    void showFieldsFor(shogi::TimeControl::Kind kind);

    QFormLayout* m_form;
    QComboBox* m_preset;
    QComboBox* m_kind;
    QSpinBox* m_mainMinutes;
    QSpinBox* m_byoyomiSeconds;
    QSpinBox* m_incrementSeconds;
};

#pragma once
// The game's headers, as the record's file carries them: the players, event, place, dates, time control
// and opening can be edited; the handicap follows from the start position and is shown read-only; any
// other header the file had is listed under its own name and kept in its place.
#include "game/GameController.h"

#include <QDialog>

#include <vector>

class QLineEdit;

class HeadersDialog : public QDialog {
    Q_OBJECT
public:
    HeadersDialog(const shogi::GameRecord& record, QWidget* parent = nullptr);

    // The headers as edited: the file's order kept, emptied fields dropped, new ones at the end.
    GameController::Headers headers() const;
    QLineEdit* field(const QString& key) const; // by the header's key (先手, 棋戦...), for tests

private:
    struct Field {
        QString key;
        QLineEdit* edit;
    };

    GameController::Headers m_original;
    std::vector<Field> m_fields;
};

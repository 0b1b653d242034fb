#pragma once
// The position editor's side panel: presets (a board's start, a handicap, the kings alone, the rest of the
// set to White's hand for a mate problem), the side to move, flip, undo and redo, the rules core's verdict on
// the position in words, and the ways out (play, analyse, copy as SFEN, save as a record, cancel). "Play
// from here" stays disabled, with the reasons, while the position could not stand in a game.
#include <QWidget>

class PositionEditor;
class QAction;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QToolButton;

class EditorPanel : public QWidget {
    Q_OBJECT
public:
    EditorPanel(PositionEditor& editor, QAction* flip, QWidget* parent = nullptr);
    // The verdict names squares as the board's coordinates show them.
    void setWesternCoordinates(bool western);

    QAction* undoAction() const { return m_undo; }
    // Undo and Redo take the usual keys only while the editor is open: the window's Undo Move has them
    // otherwise.
    void bindKeys(bool bound);
    QAction* redoAction() const { return m_redo; }

signals:
    void playRequested();
    void analyseRequested();
    void copyRequested();
    void saveRequested();
    void cancelRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();

    PositionEditor& m_editor;
    bool m_westernCoordinates = false;
    QAction* m_undo;
    QAction* m_redo;
    QGroupBox* m_presetsBox;
    QComboBox* m_board;
    QPushButton* m_start;
    QComboBox* m_handicap;
    QPushButton* m_loadHandicap;
    QPushButton* m_kings;
    QPushButton* m_restToWhite;
    QGroupBox* m_positionBox;
    QLabel* m_sideLabel;
    QRadioButton* m_black;
    QRadioButton* m_white;
    QCheckBox* m_tsume;
    QToolButton* m_flip;
    QToolButton* m_undoButton;
    QToolButton* m_redoButton;
    QGroupBox* m_checkBox;
    QLabel* m_verdict;
    QLabel* m_help;
    QPushButton* m_copy;
    QPushButton* m_save;
    QPushButton* m_play;
    QPushButton* m_analyse;
    QPushButton* m_cancel;
};

#pragma once
// The preferences: pieces, board, highlights, notation, promotion, language and sounds. Every change is written to
// the Settings at once (that preference alone), and the window applies it live; the dialog shows what
// follows from a change (the notation that follows the language) and retranslates itself when the
// language changes under it.
#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class Settings;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(Settings& settings, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void load();
    void storeHighlights();
    void retranslate();

    Settings& m_settings;
    bool m_loading = false;
    QGroupBox* m_piecesBox;
    QLabel* m_styleLabel;
    QComboBox* m_style;
    QCheckBox* m_twoChar;
    QGroupBox* m_boardBox;
    QLabel* m_lookLabel;
    QComboBox* m_look;
    QCheckBox* m_westernCoordinates;
    QCheckBox* m_facesPlayer;
    QGroupBox* m_highlightsBox;
    QCheckBox* m_legalMoves;
    QCheckBox* m_lastMove;
    QCheckBox* m_check;
    QCheckBox* m_threats;
    QGroupBox* m_playBox;
    QLabel* m_notationLabel;
    QComboBox* m_notation;
    QLabel* m_promotionLabel;
    QComboBox* m_promotion;
    QLabel* m_languageLabel;
    QComboBox* m_language;
    QDialogButtonBox* m_buttons;
    QCheckBox* m_sound;
    QCheckBox* m_recordEvaluations;
    QCheckBox* m_showEvaluations;
};

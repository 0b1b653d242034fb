#include "gui/PreferencesDialog.h"

#include "gui/LanguageManager.h"
#include "gui/Settings.h"
#include "play/ScreenFit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

PreferencesDialog::PreferencesDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_piecesBox(new QGroupBox), m_styleLabel(new QLabel),
      m_style(new QComboBox), m_twoChar(new QCheckBox), m_boardBox(new QGroupBox), m_lookLabel(new QLabel),
      m_look(new QComboBox), m_westernCoordinates(new QCheckBox), m_facesPlayer(new QCheckBox),
      m_highlightsBox(new QGroupBox), m_legalMoves(new QCheckBox), m_lastMove(new QCheckBox),
      m_check(new QCheckBox), m_threats(new QCheckBox), m_playBox(new QGroupBox), m_notationLabel(new QLabel),
      m_notation(new QComboBox), m_promotionLabel(new QLabel), m_promotion(new QComboBox),
      m_languageLabel(new QLabel), m_language(new QComboBox),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close)), m_sound(new QCheckBox),
      m_recordEvaluations(new QCheckBox), m_showEvaluations(new QCheckBox) {
    m_notation->setObjectName(QStringLiteral("notation"));
    m_language->setObjectName(QStringLiteral("language"));
    m_threats->setObjectName(QStringLiteral("threats"));
    for (int i = 0; i < 3; ++i)
        m_style->addItem(QString());
    for (int i = 0; i < 2; ++i) {
        m_look->addItem(QString());
        m_notation->addItem(QString());
        m_promotion->addItem(QString());
    }
    m_language->addItem(QString(), QString());
    for (const QString& code : LanguageManager::supportedLanguages())
        m_language->addItem(QString(), code);

    auto* pieces = new QFormLayout(m_piecesBox);
    pieces->addRow(m_styleLabel, m_style);
    pieces->addRow(QString(), m_twoChar);
    auto* board = new QFormLayout(m_boardBox);
    board->addRow(m_lookLabel, m_look);
    board->addRow(QString(), m_westernCoordinates);
    m_facesPlayer->setObjectName(QStringLiteral("facesPlayer"));
    board->addRow(QString(), m_facesPlayer);
    auto* highlights = new QVBoxLayout(m_highlightsBox);
    for (QCheckBox* box : {m_legalMoves, m_lastMove, m_check, m_threats})
        highlights->addWidget(box);
    auto* play = new QFormLayout(m_playBox);
    play->addRow(m_notationLabel, m_notation);
    play->addRow(m_promotionLabel, m_promotion);
    play->addRow(m_languageLabel, m_language);
    m_sound->setObjectName(QStringLiteral("sound"));
    play->addRow(QString(), m_sound);
    m_recordEvaluations->setObjectName(QStringLiteral("recordEvaluations"));
    m_showEvaluations->setObjectName(QStringLiteral("showEvaluations"));
    play->addRow(QString(), m_recordEvaluations);
    play->addRow(QString(), m_showEvaluations);

    auto* fields = new QWidget;
    auto* fieldsLayout = new QVBoxLayout(fields);
    fieldsLayout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : {static_cast<QWidget*>(m_piecesBox), static_cast<QWidget*>(m_boardBox),
                       static_cast<QWidget*>(m_highlightsBox), static_cast<QWidget*>(m_playBox)})
        fieldsLayout->addWidget(w);
    auto* layout = new QVBoxLayout(this);
    // On a short screen (800×600, a 2× scale) the groups scroll and Close stays in reach.
    layout->addWidget(new ScreenFitArea(fields, ScreenFit::reservedFor(*m_buttons)));
    layout->addWidget(m_buttons);

    retranslate();
    load();
    // Each control writes only its own preference: the others keep what they are, whether the user chose
    // them or they follow a default (the notation follows the language until one is picked) or this run's
    // command line.
    const auto onChange = [this](QComboBox* combo, auto write) {
        connect(combo, &QComboBox::currentIndexChanged, this, [this, write](int index) {
            if (!m_loading) write(index);
        });
    };
    onChange(m_style, [this](int i) {
        const PieceStyle families[] = {PieceStyle::Kanji, PieceStyle::Western, PieceStyle::Beginner};
        m_settings.setPieceFamily(families[std::max(0, i)]);
    });
    onChange(m_look, [this](int i) { m_settings.setBoardLook(i == 1 ? BoardLook::Plain : BoardLook::Wood); });
    onChange(m_notation, [this](int i) {
        m_settings.setNotation(i == 0 ? Settings::Notation::Japanese : Settings::Notation::Western);
    });
    onChange(m_promotion, [this](int i) { m_settings.setAlwaysPromote(i == 1); });
    onChange(m_language, [this](int i) { m_settings.setLanguage(m_language->itemData(i).toString()); });
    const auto onToggle = [this](QCheckBox* box, auto write) {
        connect(box, &QCheckBox::toggled, this, [this, write](bool on) {
            if (!m_loading) write(on);
        });
    };
    onToggle(m_twoChar, [this](bool on) { m_settings.setKanjiTwoChar(on); });
    onToggle(m_westernCoordinates, [this](bool on) { m_settings.setWesternCoordinates(on); });
    onToggle(m_facesPlayer, [this](bool on) { m_settings.setBoardFacesPlayer(on); });
    onToggle(m_sound, [this](bool on) { m_settings.setSoundEnabled(on); });
    onToggle(m_recordEvaluations, [this](bool on) { m_settings.setRecordEngineEvaluations(on); });
    onToggle(m_showEvaluations, [this](bool on) { m_settings.setShowEvaluationsInGames(on); });
    for (QCheckBox* box : {m_legalMoves, m_lastMove, m_check, m_threats})
        onToggle(box, [this](bool) { storeHighlights(); });
    connect(&m_settings, &Settings::changed, this, &PreferencesDialog::load); // what follows a change
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
}

void PreferencesDialog::load() {
    m_loading = true;
    const PieceStyle family = m_settings.pieceFamily();
    m_style->setCurrentIndex(family == PieceStyle::Western ? 1 : family == PieceStyle::Beginner ? 2 : 0);
    m_twoChar->setChecked(m_settings.kanjiTwoChar());
    m_twoChar->setEnabled(family == PieceStyle::Kanji);
    m_look->setCurrentIndex(m_settings.boardLook() == BoardLook::Plain ? 1 : 0);
    m_westernCoordinates->setChecked(m_settings.westernCoordinates());
    m_facesPlayer->setChecked(m_settings.boardFacesPlayer());
    const Highlights h = m_settings.highlights();
    m_legalMoves->setChecked(h.legalMoves);
    m_lastMove->setChecked(h.lastMove);
    m_check->setChecked(h.check);
    m_threats->setChecked(h.threats);
    m_notation->setCurrentIndex(m_settings.notation() == Settings::Notation::Japanese ? 0 : 1);
    m_promotion->setCurrentIndex(m_settings.alwaysPromote() ? 1 : 0);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.language())));
    m_sound->setChecked(m_settings.soundEnabled());
    m_recordEvaluations->setChecked(m_settings.recordEngineEvaluations());
    m_showEvaluations->setChecked(m_settings.showEvaluationsInGames());
    m_showEvaluations->setEnabled(m_settings.recordEngineEvaluations());
    m_loading = false;
}

void PreferencesDialog::storeHighlights() {
    Highlights h;
    h.legalMoves = m_legalMoves->isChecked();
    h.lastMove = m_lastMove->isChecked();
    h.check = m_check->isChecked();
    h.threats = m_threats->isChecked();
    m_settings.setHighlights(h);
}

void PreferencesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslate() {
    setWindowTitle(tr("Preferences"));
    m_piecesBox->setTitle(tr("Pieces"));
    m_styleLabel->setText(tr("Piece style:"));
    m_style->setItemText(0, tr("Kanji (traditional)"));
    m_style->setItemText(1, tr("Western (pictograms and letters)"));
    m_style->setItemText(2, tr("Beginner (kanji with the moves drawn)"));
    m_twoChar->setText(tr("Two-character kanji faces, as on most wooden sets"));
    m_boardBox->setTitle(tr("Board"));
    m_lookLabel->setText(tr("Board look:"));
    m_look->setItemText(0, tr("Wood"));
    m_look->setItemText(1, tr("Plain"));
    m_westernCoordinates->setText(tr("Western coordinates (ranks a–i instead of kanji numerals)"));
    m_facesPlayer->setText(tr("Turn the board to the person playing the computer"));
    m_highlightsBox->setTitle(tr("Highlights"));
    m_legalMoves->setText(tr("Legal destinations of the selected piece"));
    m_lastMove->setText(tr("Last move"));
    m_check->setText(tr("King in check"));
    m_threats->setText(tr("Threats: your attacked pieces that nothing defends"));
    m_playBox->setTitle(tr("Moves and language"));
    m_notationLabel->setText(tr("Move notation:"));
    m_notation->setItemText(0, tr("Japanese (☗７六歩)"));
    m_notation->setItemText(1, tr("Western (P-7f)"));
    m_promotionLabel->setText(tr("Promotion:"));
    m_promotion->setItemText(0, tr("Ask when promotion is optional"));
    m_promotion->setItemText(1, tr("Always promote"));
    m_languageLabel->setText(tr("Language:"));
    m_language->setItemText(0, tr("System default"));
    for (int i = 1; i < m_language->count(); ++i) {
        const QString code = m_language->itemData(i).toString();
        // Each language in its own name; Japanese also in English, legible without a Japanese font.
        m_language->setItemText(i, code == QLatin1String("ja") ? QStringLiteral("Japanese (日本語)")
                                                               : LanguageManager::nativeName(code));
    }
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    m_sound->setText(tr("Sounds: moves, captures, checks, the last ten seconds, the end of a game"));
    m_recordEvaluations->setText(tr("Write the computer's evaluation of each of its moves into the record"));
    m_showEvaluations->setText(tr("Show those evaluations during my games (otherwise when the game ends)"));
}

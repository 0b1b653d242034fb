#include "learn/LessonWindow.h"

#include "board/BoardView.h"
#include "play/ScreenFit.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

using namespace shogi;
using namespace shogi::lessons;

namespace {

QString starText(int stars) {
    return QString(stars, QChar(0x2605)) + QString(3 - stars, QChar(0x2606));
}

constexpr int ReplyDelayMs = 450;
constexpr int TakeBackDelayMs = 900;
constexpr int RetryDelayMs = 1600;

} // namespace

LessonWindow::LessonWindow(const LessonBook& book, LessonProgress& progress, ReasonText reasonText,
                           QWidget* parent)
    : QWidget(parent, Qt::Window), m_book(book), m_progress(progress), m_reasonText(std::move(reasonText)),
      m_stages(new QListWidget), m_board(new BoardView), m_title(new QLabel), m_intro(new QLabel),
      m_levelLabel(new QLabel), m_text(new QLabel), m_feedback(new QLabel), m_stars(new QLabel),
      m_piecesLabel(new QLabel), m_pieces(new QComboBox), m_retry(new QPushButton),
      m_previous(new QPushButton), m_next(new QPushButton), m_replayStage(new QPushButton) {
    setObjectName(QStringLiteral("lessonWindow"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    for (QLabel* label : {m_title, m_intro, m_text, m_feedback}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    m_intro->setStyleSheet(QStringLiteral("color: palette(window-text); font-style: italic;"));
    QFont textFont = m_text->font();
    textFont.setPointSizeF(textFont.pointSizeF() * 1.15);
    m_text->setFont(textFont);
    QFont starFont = m_stars->font();
    starFont.setPointSizeF(starFont.pointSizeF() * 1.8);
    m_stars->setFont(starFont);
    m_stars->setStyleSheet(QStringLiteral("color: #d4a017;"));
    m_feedback->setObjectName(QStringLiteral("lessonFeedback"));
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_next->setDefault(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_next);
    auto* piecesRow = new QHBoxLayout;
    piecesRow->addWidget(m_piecesLabel);
    piecesRow->addWidget(m_pieces, 1);
    auto* panel = new QWidget;
    panel->setMinimumWidth(300);
    panel->setMaximumWidth(380);
    auto* words = new QWidget;
    auto* wordsLayout = new QVBoxLayout(words);
    wordsLayout->setContentsMargins(0, 0, 0, 0);
    wordsLayout->addWidget(m_title);
    wordsLayout->addWidget(m_intro);
    wordsLayout->addSpacing(8);
    wordsLayout->addWidget(m_levelLabel);
    wordsLayout->addWidget(m_text);
    wordsLayout->addSpacing(8);
    wordsLayout->addWidget(m_feedback);
    wordsLayout->addWidget(m_stars);
    wordsLayout->addStretch(1);
    // On a short screen (a 2× scale) the words scroll rather than being squeezed out of their lines.
    auto* wordsArea = new QScrollArea;
    wordsArea->setFrameShape(QFrame::NoFrame);
    wordsArea->setWidgetResizable(true);
    wordsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    wordsArea->setWidget(words);
    auto* side = new QVBoxLayout(panel);
    // The stages above the lesson's words, in one column: the board takes the rest of the window's width.
    side->addWidget(m_stages, 1);
    side->addSpacing(8);
    side->addWidget(wordsArea, 2);
    side->addLayout(buttons);
    side->addWidget(m_replayStage);
    side->addLayout(piecesRow);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 1);
    layout->addWidget(panel);
    ScreenFit::fitWindow(*this, QSize(1240, 760));

    Highlights highlights;
    highlights.legalMoves = true; // where a piece may go is the first thing a beginner needs to see
    m_board->setHighlights(highlights);
    m_board->setDrawingEnabled(false);
    m_board->setPieceStyle(PieceStyle::Beginner, m_language);
    m_board->setWesternCoordinates(true);

    connect(m_board, &BoardView::moveRequested, this, &LessonWindow::playMove);
    connect(m_board, &BoardView::illegalMoveAttempted, this,
            [this](Move, IllegalReason reason) { refused(reason); });
    connect(m_stages, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_stage) openLevel(row, 0);
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        m_play->restart();
        ++m_pending;
        showPosition();
        showFeedback({}, {});
    });
    connect(m_next, &QPushButton::clicked, this, &LessonWindow::next);
    connect(m_previous, &QPushButton::clicked, this, &LessonWindow::previous);
    connect(m_replayStage, &QPushButton::clicked, this, [this] {
        m_progress.forgetStage(stage().id);
        openLevel(m_stage, 0);
    });
    connect(m_pieces, &QComboBox::activated, this, [this] {
        setPieceStyle(PieceStyle(m_pieces->currentData().toInt()));
        m_progress.setPieceStyle(m_pieces->currentData().toInt());
    });

    retranslate();
    setPieceStyle(PieceStyle(m_progress.pieceStyle(int(PieceStyle::Beginner))));
    int stageIndex = 0;
    for (int s = 0; s < m_book.stages().size(); ++s)
        if (m_book.stages()[s].id == m_progress.lastStage()) stageIndex = s;
    if (!m_book.stages().isEmpty())
        openLevel(stageIndex,
                  std::clamp(m_progress.lastLevel(), 0, int(m_book.stages()[stageIndex].levels.size()) - 1));
}

LessonWindow::~LessonWindow() = default;

void LessonWindow::setLanguage(const QString& language) {
    m_language = LessonBook::languages().contains(language) ? language : QStringLiteral("en");
    m_board->setPieceStyle(pieceStyle(), m_language);
    // The texts name squares as the board shows them: 5e in the Western languages, ５五 in Japanese.
    m_board->setWesternCoordinates(m_language != QLatin1String("ja"));
    refreshStages();
    refreshTexts();
}

void LessonWindow::setPieceStyle(PieceStyle style) {
    m_pieces->setCurrentIndex(std::max(0, m_pieces->findData(int(style))));
    m_board->setPieceStyle(style, m_language);
}

PieceStyle LessonWindow::pieceStyle() const {
    return PieceStyle(m_pieces->currentData().toInt());
}

void LessonWindow::openLevel(int stageIndex, int level) {
    if (stageIndex < 0 || stageIndex >= m_book.stages().size()) return;
    m_stage = stageIndex;
    m_level = std::clamp(level, 0, int(stage().levels.size()) - 1);
    m_progress.setLast(stage().id, m_level);
    m_play = std::make_unique<LessonPlay>(stage().levels[m_level].level);
    ++m_pending;
    m_stages->blockSignals(true);
    m_stages->setCurrentRow(m_stage);
    m_stages->blockSignals(false);
    showFeedback({}, {});
    refreshTexts();
    showPosition();
}

void LessonWindow::showPosition() {
    m_board->setPosition(m_play->position(), m_play->lastMove());
    m_board->setInteractive(!m_play->over());
    QList<SquareMark> marks;
    for (Square s : m_play->squaresLeft())
        marks.append({s, MarkColor::Green, QString()});
    m_board->setSquareMarks(ArrowGroup::Hint, marks);
}

void LessonWindow::showFeedback(const QString& text, const QString& color) {
    m_feedback->setText(text);
    m_feedback->setStyleSheet(color.isEmpty() ? QString()
                                              : QStringLiteral("color: %1; font-weight: bold;").arg(color));
}

QString LessonWindow::feedback() const {
    return m_feedback->text();
}

QString LessonWindow::levelText() const {
    return m_text->text();
}

void LessonWindow::refused(IllegalReason reason) {
    showFeedback(tr("Not allowed: %1").arg(m_reasonText(reason)), QStringLiteral("#b03030"));
}

QString LessonWindow::missText(Miss miss) const {
    switch (miss) {
    case Miss::None:
        return {};
    case Miss::NotTheAnswer:
        return tr("That move is allowed, but it is not the one asked for. Try again.");
    case Miss::NoCheck:
        return tr("That move gives no check. Try again.");
    case Miss::NotAMate:
        return tr("That is not checkmate: the king still has a way out. Try again.");
    case Miss::WrongEscape:
        return tr("Your king is safe, but not in the way asked for. Try again.");
    case Miss::NotADrop:
        return tr("Drop a piece from your hand, beside the board. Try again.");
    case Miss::OutOfMoves:
        return tr("No moves left for this level. Try again.");
    }
    return {};
}

void LessonWindow::playMove(Move move) {
    const Position before = m_play->position();
    const Step step = m_play->play(move);
    const int pending = ++m_pending;
    auto later = [this, pending](int ms, auto what) {
        if (!m_animated) return what();
        QTimer::singleShot(ms, this, [this, pending, what] {
            if (pending == m_pending) what();
        });
    };
    Position moved = before;
    if (step.verdict != Verdict::Refused) moved.doMove(move);
    switch (step.verdict) {
    case Verdict::Refused:
        refused(step.reason);
        return;
    case Verdict::Missed: {
        QString text = missText(step.miss);
        const QString hint = stage().levels[m_level].hint.in(m_language);
        if (!hint.isEmpty()) text += QLatin1Char('\n') + hint;
        showFeedback(text, QStringLiteral("#b06000"));
        m_board->setPosition(moved, move);
        m_board->setInteractive(false);
        later(TakeBackDelayMs, [this] { showPosition(); });
        return;
    }
    case Verdict::Going:
        showFeedback({}, {});
        if (step.reply.isNone()) {
            showPosition();
            return;
        }
        m_board->setPosition(moved, move);
        m_board->setInteractive(false);
        later(ReplyDelayMs, [this] { showPosition(); });
        return;
    case Verdict::Solved: {
        showPosition();
        const bool lastOfStage = m_level + 1 == stage().levels.size();
        showFeedback(lastOfStage ? tr("Well done! Stage complete.") : tr("Well done!"),
                     QStringLiteral("#207020"));
        m_stars->setText(starText(step.stars));
        m_progress.record(stage().id, m_level, step.stars);
        refreshStages();
        emit levelSolved(m_stage, m_level, step.stars);
        m_next->setFocus();
        return;
    }
    case Verdict::Failed:
        showPosition();
        showFeedback(missText(step.miss), QStringLiteral("#b03030"));
        later(RetryDelayMs, [this] { retry(); });
        return;
    }
}

void LessonWindow::retry() {
    m_play->retry();
    showPosition();
}

void LessonWindow::next() {
    if (m_level + 1 < stage().levels.size())
        openLevel(m_stage, m_level + 1);
    else if (m_stage + 1 < m_book.stages().size())
        openLevel(m_stage + 1, 0);
}

void LessonWindow::previous() {
    if (m_level > 0)
        openLevel(m_stage, m_level - 1);
    else if (m_stage > 0)
        openLevel(m_stage - 1, int(m_book.stages()[m_stage - 1].levels.size()) - 1);
}

void LessonWindow::refreshStages() {
    m_stages->blockSignals(true);
    m_stages->clear();
    for (int s = 0; s < m_book.stages().size(); ++s) {
        const LessonStage& st = m_book.stages()[s];
        const int levels = int(st.levels.size());
        m_stages->addItem(tr("%1. %2\n%3 of %4 stars")
                              .arg(s + 1)
                              .arg(st.title.in(m_language))
                              .arg(m_progress.starsInStage(st.id, levels))
                              .arg(3 * levels));
    }
    m_stages->setCurrentRow(m_stage);
    m_stages->blockSignals(false);
}

void LessonWindow::refreshTexts() {
    if (m_book.stages().isEmpty()) return;
    const LessonStage& st = stage();
    m_title->setText(st.title.in(m_language));
    m_intro->setText(st.intro.in(m_language));
    m_levelLabel->setText(tr("Level %1 of %2").arg(m_level + 1).arg(st.levels.size()));
    m_text->setText(st.levels[m_level].text.in(m_language));
    const int stars = m_progress.stars(st.id, m_level);
    m_stars->setText(stars > 0 ? starText(stars) : QString());
    m_previous->setEnabled(m_stage > 0 || m_level > 0);
    m_next->setEnabled(m_stage + 1 < m_book.stages().size() || m_level + 1 < st.levels.size());
}

void LessonWindow::retranslate() {
    setWindowTitle(tr("Learn Shogi"));
    m_retry->setText(tr("Start Again"));
    m_previous->setText(tr("Previous"));
    m_next->setText(tr("Next"));
    m_replayStage->setText(tr("Replay This Stage"));
    m_piecesLabel->setText(tr("Pieces:"));
    const PieceStyle current = m_pieces->count() > 0 ? pieceStyle() : PieceStyle::Beginner;
    m_pieces->clear();
    m_pieces->addItem(tr("Beginner (moves drawn on the pieces)"), int(PieceStyle::Beginner));
    m_pieces->addItem(tr("Kanji"), int(PieceStyle::Kanji));
    m_pieces->addItem(tr("Western"), int(PieceStyle::Western));
    m_pieces->setCurrentIndex(std::max(0, m_pieces->findData(int(current))));
    refreshStages();
    if (m_play) refreshTexts();
}

void LessonWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

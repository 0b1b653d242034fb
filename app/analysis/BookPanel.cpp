#include "analysis/BookPanel.h"

#include "game/GameController.h"
#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

enum Column { MoveColumn, CountColumn, ShareColumn, ValueColumn, DepthColumn, ReplyColumn, ColumnCount };
constexpr int MoveRole = Qt::UserRole + 1;

} // namespace

BookPanel::BookPanel(GameController& game, std::function<MoveText()> moveText,
                     std::function<void(shogi::Move)> play, QWidget* parent)
    : QWidget(parent), m_game(game), m_moveText(std::move(moveText)), m_play(std::move(play)),
      m_open(new QPushButton), m_close(new QPushButton), m_file(new QLabel), m_status(new QLabel),
      m_list(new QTreeWidget) {
    setObjectName(QStringLiteral("bookPanel"));
    m_list->setObjectName(QStringLiteral("bookMoves"));
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(6 * m_list->fontMetrics().height()); // a few moves at least, in a crowded dock
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_close);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_file);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    connect(m_open, &QPushButton::clicked, this, &BookPanel::chooseBook);
    connect(m_close, &QPushButton::clicked, this, [this] {
        openBook(QString());
        emit bookChosen(QString());
    });
    // A click plays the move, as in the analysis panel; Enter too.
    connect(m_list, &QTreeWidget::itemClicked, this, &BookPanel::playItem);
    connect(m_list, &QTreeWidget::itemActivated, this, &BookPanel::playItem);
    retranslate();
}

bool BookPanel::openBook(const QString& path) {
    m_book.reset();
    m_problem.clear();
    if (!path.isEmpty()) {
        auto book = shogi::book::BookFile::open(QFileInfo(path).absoluteFilePath().toStdString());
        if (book)
            m_book = std::move(*book);
        else
            m_problem = QString::fromStdString(book.error().describe());
    }
    m_file->setText(path.isEmpty() ? QString() : QFileInfo(path).fileName());
    m_file->setToolTip(path);
    m_close->setEnabled(!path.isEmpty());
    positionChanged();
    return m_problem.isEmpty();
}

QString BookPanel::bookPath() const {
    return m_book ? QString::fromStdString(m_book->path()) : QString();
}

void BookPanel::positionChanged() {
    m_list->clear();
    if (!m_book) {
        m_status->setText(m_problem.isEmpty()
                              ? tr("No book is open. Open a book in YaneuraOu's format (.db), "
                                   "or make one from your games: Record > Make Book.")
                              : tr("The book cannot be used: %1").arg(m_problem));
        return;
    }
    const shogi::RecordNode* node = m_game.current();
    const shogi::Position pos = m_game.record().positionAt(node);
    if (pos.variant().kind != shogi::VariantKind::Standard) {
        m_status->setText(tr("Books are for the standard board."));
        return;
    }
    auto moves = m_book->lookup(pos);
    if (!moves) {
        m_status->setText(
            tr("The book cannot be used: %1").arg(QString::fromStdString(moves.error().describe())));
        return;
    }
    std::uint64_t total = 0;
    for (const auto& m : *moves)
        total += m.count;
    const shogi::Square previousTo = node->move.isNone() ? shogi::NoSquare : node->move.to();
    for (const auto& m : *moves) {
        const auto move = shogi::usi::parseMove(m.move, pos.variant());
        const bool legal = move && shogi::movegen::isLegal(pos, *move);
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(MoveColumn, legal ? m_moveText().move(pos, *move, previousTo)
                                        : tr("%1 (not legal here)").arg(QString::fromStdString(m.move)));
        item->setText(CountColumn, QString::number(m.count));
        item->setText(ShareColumn,
                      total ? QStringLiteral("%1 %").arg(100.0 * double(m.count) / double(total), 0, 'f', 1)
                            : QString());
        item->setText(ValueColumn, QString::number(m.value));
        item->setText(DepthColumn, QString::number(m.depth));
        if (legal && m.ponder != "none" && m.ponder != "resign") {
            shogi::Position after = pos;
            after.doMove(*move);
            const auto reply = shogi::usi::parseMove(m.ponder, pos.variant());
            if (reply && shogi::movegen::isLegal(after, *reply))
                item->setText(ReplyColumn, m_moveText().move(after, *reply, move->to()));
        }
        for (int c = CountColumn; c <= DepthColumn; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        if (legal)
            item->setData(MoveColumn, MoveRole, QString::fromStdString(m.move));
        else
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    m_status->setText(moves->empty() ? tr("This position is not in the book.")
                                     : tr("Click a move to play it."));
}

void BookPanel::chooseBook() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Book"), QFileInfo(bookPath()).path(),
                                                      tr("Opening books (*.db);;All files (*)"));
    if (path.isEmpty()) return;
    openBook(path);
    emit bookChosen(path);
}

void BookPanel::playItem(QTreeWidgetItem* item) {
    const QString text = item ? item->data(MoveColumn, MoveRole).toString() : QString();
    if (text.isEmpty()) return;
    // Played once the click is over: the move refreshes this list (the item goes), and where a click also
    // activates, the second signal finds the position moved on and plays nothing.
    const shogi::RecordNode* at = m_game.current();
    QTimer::singleShot(0, this, [this, text, at] {
        if (m_game.current() != at) return;
        const shogi::Position pos = m_game.record().positionAt(at);
        if (const auto move = shogi::usi::parseMove(text.toStdString(), pos.variant())) m_play(*move);
    });
}

void BookPanel::retranslate() {
    m_open->setText(tr("Open Book…"));
    m_close->setText(tr("Close"));
    m_list->setHeaderLabels({tr("Move"), tr("Played"), tr("Share"), tr("Value"), tr("Depth"), tr("Reply")});
    positionChanged();
}

void BookPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

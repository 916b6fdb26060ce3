#include "ui/session/CandidateTableView.h"

#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>

namespace augur::ui {

CandidateTableView::CandidateTableView(QWidget* parent) : QTableView(parent) {
    // Whole columns would jump by a column's width beside the frozen ones.
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
}

CandidateTableView::CandidateTableView(QWidget* parent, OverlayTag) : QTableView(parent) {}

void CandidateTableView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                     const QList<int>& roles) {
    if (!topLeft.isValid() || !bottomRight.isValid() || !isVisible())
        return QTableView::dataChanged(topLeft, bottomRight, roles);
    bool columnShown = false; // the overlay shows two columns: most changes are not in them
    for (int c = topLeft.column(); c <= bottomRight.column() && !columnShown; ++c) columnShown = !isColumnHidden(c);
    if (!columnShown) return;
    const int first = rowAt(0);
    int last = rowAt(viewport()->height() - 1);
    if (last < 0) last = model()->rowCount(rootIndex()) - 1;
    if (first < 0 || bottomRight.row() < first || topLeft.row() > last) return; // nothing on screen changed
    const int top = std::max(first, topLeft.row()), bottom = std::min(last, bottomRight.row());
    const QRect a = visualRect(model()->index(top, 0, rootIndex()));
    const QRect b = visualRect(model()->index(bottom, 0, rootIndex()));
    viewport()->update(QRect(0, a.top(), viewport()->width(), b.bottom() - a.top() + 1));
}

void CandidateTableView::setFrozenColumns(const QList<int>& columns) {
    frozenColumns_ = columns;
    if (columns.isEmpty()) {
        delete frozen_;
        frozen_ = nullptr;
        return;
    }
    QHeaderView* header = horizontalHeader();
    for (int i = 0; i < columns.size(); ++i) header->moveSection(header->visualIndex(columns[i]), i);
    if (!frozen_) createOverlay();
    for (int i = 0; i < columns.size(); ++i)
        frozen_->horizontalHeader()->moveSection(frozen_->horizontalHeader()->visualIndex(columns[i]), i);
    for (int c = 0; c < model()->columnCount(rootIndex()); ++c) frozen_->setColumnHidden(c, !columns.contains(c));
    syncOverlay();
}

void CandidateTableView::createOverlay() {
    frozen_ = new CandidateTableView(this, OverlayTag{});
    frozen_->setObjectName(QStringLiteral("frozenColumns"));
    frozen_->setModel(model());
    frozen_->setSelectionModel(selectionModel());
    frozen_->setSelectionBehavior(selectionBehavior());
    frozen_->setSelectionMode(selectionMode());
    frozen_->setItemDelegate(itemDelegate());
    frozen_->setAlternatingRowColors(alternatingRowColors());
    frozen_->setWordWrap(wordWrap());
    frozen_->setVerticalScrollMode(verticalScrollMode());
    frozen_->setFocusPolicy(Qt::NoFocus); // keys go to the table, which scrolls both
    frozen_->setFrameShape(QFrame::NoFrame);
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->verticalHeader()->hide();
    frozen_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    viewport()->stackUnder(frozen_);

    QHeaderView* header = horizontalHeader();
    QHeaderView* frozenHeader = frozen_->horizontalHeader();
    frozenHeader->setSectionsClickable(true);
    frozenHeader->setSortIndicatorShown(header->isSortIndicatorShown());
    frozenHeader->setSortIndicator(header->sortIndicatorSection(), header->sortIndicatorOrder());
    // A click on a frozen header flips its indicator: the table sorts, and its indicator
    // comes back to the overlay (setSortIndicator ignores a value it already has).
    connect(frozenHeader, &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder order) { sortByColumn(column, order); });
    connect(header, &QHeaderView::sortIndicatorChanged, frozenHeader, &QHeaderView::setSortIndicator);
    connect(header, &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (!frozenColumns_.contains(column)) return;
        frozen_->setColumnWidth(column, size);
        syncOverlay();
    });
    // The engineer may widen a frozen column on the overlay's header (the overlay hides
    // the other columns: size 0, never the table's).
    connect(frozenHeader, &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (size > 0 && frozenColumns_.contains(column)) setColumnWidth(column, size);
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, frozen_->verticalScrollBar(), &QScrollBar::setValue);
    connect(frozen_->verticalScrollBar(), &QScrollBar::valueChanged, verticalScrollBar(), &QScrollBar::setValue);
    // A right click on a frozen cell asks for the row's menu as a click on the table would.
    frozen_->setContextMenuPolicy(contextMenuPolicy());
    connect(frozen_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        Q_EMIT customContextMenuRequested(viewport()->mapFromGlobal(frozen_->viewport()->mapToGlobal(pos)));
    });
    frozen_->show();
}

int CandidateTableView::frozenWidth() const {
    int width = 0;
    for (int c : frozenColumns_)
        if (!isColumnHidden(c)) width += columnWidth(c);
    return width;
}

void CandidateTableView::syncOverlay() {
    if (!frozen_) return;
    for (int c : frozenColumns_) frozen_->setColumnWidth(c, columnWidth(c));
    frozen_->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    frozen_->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    const int left = frameWidth() + (verticalHeader()->isVisible() ? verticalHeader()->width() : 0);
    const int width = std::min(frozenWidth(), viewport()->width());
    frozen_->setGeometry(left, frameWidth(), width, viewport()->height() + horizontalHeader()->height());
}

void CandidateTableView::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    syncOverlay();
}

void CandidateTableView::updateGeometries() {
    QTableView::updateGeometries();
    syncOverlay();
}

void CandidateTableView::scrollTo(const QModelIndex& index, ScrollHint hint) {
    if (!frozen_ || !index.isValid()) return QTableView::scrollTo(index, hint);
    QScrollBar* sideways = horizontalScrollBar();
    const int before = sideways->value();
    QTableView::scrollTo(index, hint);
    if (frozenColumns_.contains(index.column())) {
        sideways->setValue(before); // its row, where the table already stands sideways
        return;
    }
    const int left = columnViewportPosition(index.column());
    if (left < frozenWidth()) sideways->setValue(sideways->value() - (frozenWidth() - left));
}

} // namespace augur::ui

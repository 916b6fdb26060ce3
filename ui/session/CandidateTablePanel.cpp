#include "ui/session/CandidateTablePanel.h"

#include "ui/session/CandidateDelegate.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/CandidateSortProxy.h"
#include "ui/session/CandidateTableView.h"
#include "ui/base/StateStyle.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace augur::ui {

namespace {
const CandidateState kFilterStates[] = {CandidateState::Measured,  CandidateState::Accepted, CandidateState::Deferred,
                                        CandidateState::Measuring, CandidateState::Failed,   CandidateState::Excluded,
                                        CandidateState::Proposed};
} // namespace

CandidateTablePanel::CandidateTablePanel(CandidateModel* model, QWidget* parent)
    : QWidget(parent), model_(model), proxy_(new CandidateSortProxy(model, this)), table_(new CandidateTableView(this)),
      stateFilter_(new QComboBox(this)), showLabel_(new QLabel(this)) {
    table_->setObjectName(QStringLiteral("candidateTable"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CandidateModel::ColId, Qt::AscendingOrder);
    // After a sort the selected row moves: keep it in view, not the rows that were there.
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] {
        if (table_->currentIndex().isValid())
            table_->scrollTo(table_->currentIndex(), QAbstractItemView::PositionAtCenter);
    });
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows can be selected (Compare takes two); the current row is the selection
    // the other panels follow.
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false); // one line per cell: much cheaper to paint than wrapped text
    table_->setItemDelegate(new CandidateDelegate(table_));
    const std::pair<int, int> widths[] = {
        {CandidateModel::ColId, 50},        {CandidateModel::ColParent, 55},     {CandidateModel::ColState, 140},
        {CandidateModel::ColExpectedS, 80}, {CandidateModel::ColMeasuredS, 85},  {CandidateModel::ColEnergyGain, 85},
        {CandidateModel::ColEnergyJ, 80},   {CandidateModel::ColConfidence, 80}, {CandidateModel::ColPredictedBin, 90},
        {CandidateModel::ColBin, 40},       {CandidateModel::ColDecision, 140},  {CandidateModel::ColOverride, 70}};
    for (auto [column, width] : widths) table_->setColumnWidth(column, width);
    stateFilter_->setObjectName(QStringLiteral("stateFilter"));
    stateFilter_->addItem(QString(), -1);
    for (CandidateState s : kFilterStates) stateFilter_->addItem(QString(), static_cast<int>(s));
    connect(stateFilter_, &QComboBox::currentIndexChanged, this, &CandidateTablePanel::applyStateFilter);

    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(showLabel_);
    filterRow->addWidget(stateFilter_);
    filterRow->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filterRow);
    layout->addWidget(table_, 1);

    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& cur) {
        if (syncing_ || !cur.isValid()) return;
        Q_EMIT candidateSelected(cur.data(CandidateModel::CandidateIdRole).toLongLong());
    });
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CandidateTablePanel::selectionChanged);
    connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex idx = table_->indexAt(pos);
        if (!idx.isValid()) return;
        Q_EMIT contextMenuRequested(idx.data(CandidateModel::CandidateIdRole).toLongLong(),
                                    table_->viewport()->mapToGlobal(pos));
    });
    retranslate();
}

void CandidateTablePanel::setEnergyColumnsShown(bool shown) {
    table_->setColumnHidden(CandidateModel::ColEnergyGain, !shown);
    table_->setColumnHidden(CandidateModel::ColEnergyJ, !shown);
}

bool CandidateTablePanel::energyColumnsShown() const { return !table_->isColumnHidden(CandidateModel::ColEnergyGain); }

void CandidateTablePanel::showCandidate(qint64 id) {
    const int row = model_->rowOf(id);
    if (row < 0) return;
    const QModelIndex idx = proxy_->mapFromSource(model_->index(row, 0));
    if (!idx.isValid() || table_->currentIndex().row() == idx.row()) return;
    syncing_ = true;
    QItemSelectionModel* selection = table_->selectionModel();
    selection->setCurrentIndex(idx,
                               selection->isRowSelected(idx.row(), QModelIndex())
                                   ? QItemSelectionModel::NoUpdate
                                   : QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(idx);
    syncing_ = false;
}

QList<qint64> CandidateTablePanel::selectedIds() const {
    QList<qint64> ids;
    for (const QModelIndex& row : table_->selectionModel()->selectedRows())
        ids << row.data(CandidateModel::CandidateIdRole).toLongLong();
    return ids;
}

void CandidateTablePanel::applyStateFilter() { proxy_->setStateFilter(stateFilter_->currentData().toInt()); }

void CandidateTablePanel::retranslate() {
    showLabel_->setText(tr("Show:"));
    stateFilter_->setItemText(0, tr("All states"));
    for (int i = 1; i < stateFilter_->count(); ++i)
        stateFilter_->setItemText(i, StateStyle::name(static_cast<CandidateState>(stateFilter_->itemData(i).toInt())));
}

void CandidateTablePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui

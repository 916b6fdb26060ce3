#include "ui/session/CandidateTablePanel.h"

#include "core/model/SpeedupContext.h"

#include "core/model/Objective.h"
#include "ui/session/CandidateDelegate.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/CandidateSortProxy.h"
#include "ui/session/CandidateTableView.h"
#include "ui/base/DisplayNames.h"
#include "ui/base/SessionContext.h"
#include "ui/base/StateStyle.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <iterator>

namespace augur::ui {

namespace {
/// Columns in the order they are shown, left to right, before the others (which keep the
/// model's order): the frozen id and state, then what was decided, so that Decision and
/// Override are in sight in a table of about 550 px, then the speedups.
const int kLeadingColumns[] = {CandidateModel::ColId,        CandidateModel::ColState,     CandidateModel::ColDecision,
                               CandidateModel::ColOverride,  CandidateModel::ColExpectedS, CandidateModel::ColMeasuredS,
                               CandidateModel::ColVsLibrary, CandidateModel::ColRoofline};

const CandidateState kFilterStates[] = {CandidateState::Measured,  CandidateState::Accepted, CandidateState::Deferred,
                                        CandidateState::Measuring, CandidateState::Failed,   CandidateState::Excluded,
                                        CandidateState::Proposed};

/// Room beside a cell's text: the delegate's margins and a little air.
constexpr int kCellPadding = 14;

/// The widest of a few texts.
QString widest(const QFontMetrics& fm, std::initializer_list<QString> texts) {
    QString best;
    for (const QString& t : texts)
        if (fm.horizontalAdvance(t) > fm.horizontalAdvance(best)) best = t;
    return best;
}

/// The widest value a column usually shows, in the current language: the width it gets
/// unless its header is wider. Longer values (rare reasons, failures) are elided, with the
/// whole text in the tool tip.
QString widestSample(const QFontMetrics& fm, int column) {
    switch (column) {
    case CandidateModel::ColId:
    case CandidateModel::ColParent: return QStringLiteral("000000");
    case CandidateModel::ColState: {
        QString state;
        for (CandidateState s : kFilterStates) state = widest(fm, {state, StateStyle::name(s)});
        // A deferred candidate's state says why it waits.
        return widest(fm,
                      {state,
                       StateStyle::name(CandidateState::Deferred) + QStringLiteral(": ") +
                           DisplayNames::reason(DecisionReason::Incumbent)});
    }
    case CandidateModel::ColExpectedS:
    case CandidateModel::ColMeasuredS:
    case CandidateModel::ColVsLibrary:
    case CandidateModel::ColEnergyGain: return QStringLiteral("00.000×");
    case CandidateModel::ColRoofline: return QStringLiteral("100%");
    case CandidateModel::ColEnergyJ: return CandidateModel::millijouleText(1.5);
    case CandidateModel::ColConfidence: return QStringLiteral("0.00");
    case CandidateModel::ColPredictedBin: return widest(fm, {QStringLiteral("0"), CandidateModel::tr("prior")});
    case CandidateModel::ColBin: return QStringLiteral("0");
    case CandidateModel::ColDecision: {
        Decision deferred, accepted;
        deferred.kind = DecisionKind::Defer;
        deferred.reason = DecisionReason::Incumbent;
        accepted.kind = DecisionKind::Accept;
        return widest(fm, {DisplayNames::decisionWithReason(deferred), DisplayNames::decisionWithReason(accepted)});
    }
    case CandidateModel::ColOverride:
        return widest(fm,
                      {DisplayNames::overrideKind(OverrideKind::MeasureNow),
                       DisplayNames::overrideKind(OverrideKind::AcceptForecast),
                       DisplayNames::overrideKind(OverrideKind::Exclude)});
    }
    return {};
}
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
    // What a row is and what was decided about it come first; the id and the state stay
    // in sight while the rest scrolls sideways.
    QHeaderView* header = table_->horizontalHeader();
    for (int i = 0; i < int(std::size(kLeadingColumns)); ++i)
        header->moveSection(header->visualIndex(kLeadingColumns[i]), i);
    table_->setFrozenColumns({CandidateModel::ColId, CandidateModel::ColState});

    // S against the vendor library only when the session timed one; the roofline column
    // only where measurements carry the harness's rates (not a replayed dataset).
    table_->setColumnHidden(CandidateModel::ColVsLibrary, true);
    connect(model_, &QAbstractItemModel::headerDataChanged, this, [this] {
        const auto& library = model_->vendorBaseline();
        table_->setColumnHidden(CandidateModel::ColVsLibrary, !(library && library->timed()));
        fitColumnWidths(); // the header names the library now
    });
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

QTableView* CandidateTablePanel::table() const { return table_; }

void CandidateTablePanel::bind(const SessionContext& context) {
    connect(&context, &SessionContext::sessionChanged, this, [this, &context] {
        bool energy = context.config().measureEnergy;
        try {
            energy = energy || Objective::parse(context.config().objective).needsEnergy();
        } catch (const std::invalid_argument&) {
            // An unknown objective cannot reach a running engine (validated): time only.
        }
        setEnergyColumnsShown(energy);
        table_->setColumnHidden(CandidateModel::ColRoofline, true);
    });
    connect(&context, &SessionContext::candidatesReset, this, &CandidateTablePanel::showEnergyColumnsFor);
    connect(&context, &SessionContext::candidatesChanged, this, &CandidateTablePanel::showEnergyColumnsFor);
    connect(&context, &SessionContext::candidatesReset, this, &CandidateTablePanel::showRooflineColumnFor);
    connect(&context, &SessionContext::candidatesChanged, this, &CandidateTablePanel::showRooflineColumnFor);
    connect(&context, &SessionContext::selectionChanged, this, &CandidateTablePanel::showCandidate);
}

void CandidateTablePanel::showRooflineColumnFor(const std::vector<Candidate>& candidates) {
    if (!table_->isColumnHidden(CandidateModel::ColRoofline)) return;
    for (const Candidate& c : candidates)
        if (c.measurement && rooflineFraction(*c.measurement, false)) {
            table_->setColumnHidden(CandidateModel::ColRoofline, false);
            fitColumnWidths(); // a hidden column has no header size to fit
            return;
        }
}

void CandidateTablePanel::showEnergyColumnsFor(const std::vector<Candidate>& candidates) {
    if (energyColumnsShown()) return;
    for (const Candidate& c : candidates)
        if (c.measurement && c.measurement->energyJ) {
            setEnergyColumnsShown(true);
            return;
        }
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

void CandidateTablePanel::fitColumnWidths() {
    const QFontMetrics fm = table_->fontMetrics();
    QHeaderView* header = table_->horizontalHeader();
    for (int column = 0; column < CandidateModel::ColConfiguration; ++column) {
        // The header's text in the current language (with the sort indicator's room), or
        // the widest value the column usually holds, whichever is wider.
        const int content = fm.horizontalAdvance(widestSample(fm, column)) + kCellPadding;
        table_->setColumnWidth(column, std::max(header->sectionSizeHint(column), content));
    }
}

void CandidateTablePanel::retranslate() {
    showLabel_->setText(tr("Show:"));
    stateFilter_->setItemText(0, tr("All states"));
    for (int i = 1; i < stateFilter_->count(); ++i)
        stateFilter_->setItemText(i, StateStyle::name(static_cast<CandidateState>(stateFilter_->itemData(i).toInt())));
    fitColumnWidths();
}

void CandidateTablePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui

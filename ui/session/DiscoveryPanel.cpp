#include "ui/session/DiscoveryPanel.h"

#include "core/model/DiscoveryMoment.h"

#include "core/model/MeasuredForecasts.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace augur::ui {

namespace {
constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kIdRole = Qt::UserRole + 2;

QStandardItem* numberItem(double v, const QString& text) {
    auto* item = new QStandardItem(text);
    item->setData(v, kSortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}
} // namespace

DiscoveryPanel::DiscoveryPanel(QWidget* parent)
    : MirroredPanel(parent), deltaBox_(new QDoubleSpinBox(this)), summary_(new QLabel(this)),
      table_(new QTableView(this)), model_(new QStandardItemModel(0, ColumnCount, this)),
      deltaLabel_(new QLabel(this)) {
    deltaBox_->setObjectName(QStringLiteral("discoveryDelta"));
    deltaBox_->setRange(1.1, 10.0);
    deltaBox_->setSingleStep(0.1);
    deltaBox_->setDecimals(2);
    deltaBox_->setValue(1.5);
    summary_->setObjectName(QStringLiteral("discoverySummary"));
    model_->setSortRole(kSortRole);
    table_->setObjectName(QStringLiteral("discoveryTable"));
    table_->setModel(model_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(ColRatio, Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAlternatingRowColors(true);
    for (int c : {ColParent, ColChild}) table_->setColumnWidth(c, 55);
    for (int c : {ColParentS, ColChildS, ColRatio}) table_->setColumnWidth(c, 70);

    auto* top = new QHBoxLayout;
    top->addWidget(deltaLabel_);
    top->addWidget(deltaBox_);
    top->addWidget(summary_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(table_, 1);

    connect(deltaBox_, &QDoubleSpinBox::valueChanged, this, [this] {
        markDirty();
        refreshNow();
    });
    connect(table_, &QAbstractItemView::activated, this, [this](const QModelIndex& idx) {
        if (!idx.isValid()) return;
        const qint64 child = model_->index(idx.row(), ColChild).data(kIdRole).toLongLong();
        Q_EMIT candidateActivated(child);
        Q_EMIT discoveryActivated(model_->index(idx.row(), ColParent).data(kIdRole).toLongLong(), child);
    });
    retranslate();
}

void DiscoveryPanel::retranslate() {
    deltaBox_->setToolTip(
        tr("A measured child at least this many times faster than its measured parent is a discovery moment"));
    model_->setHorizontalHeaderLabels(
        {tr("Parent"), tr("Child"), tr("S parent"), tr("S child"), tr("Ratio"), tr("Parameter change")});
    table_->setToolTip(tr("Double-click or press Enter to select the child and see what changed against its parent"));
    deltaLabel_->setText(tr("δ (S child / S parent) ≥"));
    markDirty(); // rows and the summary carry translated text
    refreshNow();
}

void DiscoveryPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void DiscoveryPanel::setParameterSpace(const ParameterSpace& space) {
    space_ = space;
    markDirty();
    refreshNow();
}

double DiscoveryPanel::delta() const { return deltaBox_->value(); }

void DiscoveryPanel::setDelta(double delta) { deltaBox_->setValue(delta); }

int DiscoveryPanel::rowCount() {
    refreshNow();
    return model_->rowCount();
}

std::pair<CandidateId, CandidateId> DiscoveryPanel::edgeAt(int row) {
    refreshNow();
    return {model_->index(row, ColParent).data(kIdRole).toLongLong(),
            model_->index(row, ColChild).data(kIdRole).toLongLong()};
}

void DiscoveryPanel::refresh() {
    const std::vector<Candidate>& candidates = this->candidates();
    // Keep the selected edge selected across rebuilds.
    qint64 selectedChild = kNoCandidate;
    if (const QModelIndex cur = table_->currentIndex(); cur.isValid())
        selectedChild = model_->index(cur.row(), ColChild).data(kIdRole).toLongLong();
    const double d = delta();
    model_->setSortRole(kSortRole);
    model_->removeRows(0, model_->rowCount());
    for (const Candidate& c : candidates) {
        if (c.id == kNoCandidate || c.parent == kNoCandidate || c.parent < 0 ||
            static_cast<std::size_t>(c.parent) >= candidates.size())
            continue;
        const Candidate& p = candidates[static_cast<std::size_t>(c.parent)];
        if (p.id != c.parent) continue; // not (yet) known
        const auto sc = c.measuredSpeedup();
        const auto sp = p.measuredSpeedup();
        if (!sc || !sp || !isDiscoveryMoment(*sp, p.measurement->speedupHigh, *sc, c.measurement->speedupLow, d))
            continue;
        auto* parentItem = numberItem(double(p.id), QString::number(p.id));
        parentItem->setData(qint64(p.id), kIdRole);
        auto* childItem = numberItem(double(c.id), QString::number(c.id));
        childItem->setData(qint64(c.id), kIdRole);
        QStringList change;
        for (const std::string& line : space_.differences(p.configuration, c.configuration))
            change << QString::fromStdString(line);
        auto* changeItem =
            new QStandardItem(change.isEmpty() ? tr("(source change)") : change.join(QStringLiteral("; ")));
        changeItem->setData(changeItem->text(), kSortRole);
        changeItem->setToolTip(change.join(QLatin1Char('\n')));
        changeItem->setEditable(false);
        model_->appendRow({parentItem, childItem, numberItem(*sp, QString::number(*sp, 'f', 3)),
                           numberItem(*sc, QString::number(*sc, 'f', 3)),
                           numberItem(*sc / *sp, tr("%1×").arg(*sc / *sp, 0, 'f', 2)), changeItem});
    }
    const QHeaderView* h = table_->horizontalHeader();
    if (h->sortIndicatorSection() >= 0) model_->sort(h->sortIndicatorSection(), h->sortIndicatorOrder());
    summary_->setText(tr("%n discovery moment(s)", nullptr, model_->rowCount()));
    if (selectedChild != kNoCandidate)
        for (int r = 0; r < model_->rowCount(); ++r)
            if (model_->index(r, ColChild).data(kIdRole).toLongLong() == selectedChild) {
                table_->selectionModel()->setCurrentIndex(
                    model_->index(r, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
                break;
            }
}

} // namespace augur::ui

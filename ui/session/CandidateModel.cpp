#include "ui/session/CandidateModel.h"

#include "core/model/SpeedupContext.h"

#include "ui/base/CoreText.h"
#include "ui/base/DecisionText.h"
#include "ui/base/DisplayNames.h"
#include "ui/base/StateStyle.h"

#include <QBrush>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
QString speedupText(double s) { return QString::number(s, 'f', 3) + QStringLiteral("×"); }

/// E_ref / E_cand of a successful measurement with both energies, else nullopt.
std::optional<double> energyGain(const Candidate& c) {
    const auto& m = c.measurement;
    if (!m || !m->ok() || !m->energyJ || !m->referenceEnergyJ || *m->energyJ <= 0.0 || *m->referenceEnergyJ <= 0.0)
        return std::nullopt;
    return *m->referenceEnergyJ / *m->energyJ;
}

/// The candidate's joules per launch of a successful measurement, else nullopt.
std::optional<double> energyJoules(const Candidate& c) {
    const auto& m = c.measurement;
    if (!m || !m->ok() || !m->energyJ) return std::nullopt;
    return *m->energyJ;
}
} // namespace

QString CandidateModel::millijouleText(double joules) {
    const double mj = joules * 1000.0;
    if (!(mj > 0.0) || !std::isfinite(mj)) return QString::number(mj, 'g', 3) + QStringLiteral(" mJ");
    // Three significant digits without an exponent: 110 mJ, 12.3 mJ, 1.23 mJ, 0.0123 mJ
    // (values of 1000 mJ and more keep their integer digits).
    const int magnitude = static_cast<int>(std::floor(std::log10(mj)));
    const double scale = std::pow(10.0, 2 - magnitude);
    const double rounded = std::round(mj * scale) / scale; // 99.96 -> 100
    const int decimals = std::max(0, 2 - static_cast<int>(std::floor(std::log10(rounded))));
    return QString::number(rounded, 'f', decimals) + QStringLiteral(" mJ");
}

CandidateModel::CandidateModel(QObject* parent) : QAbstractTableModel(parent) {}

int CandidateModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CandidateModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CandidateModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ColId: return tr("Id");
    case ColParent: return tr("Parent");
    case ColState: return tr("State");
    case ColConfiguration: return tr("Configuration");
    case ColPredictedBin: return tr("Predicted bin");
    case ColConfidence: return tr("Confidence");
    case ColExpectedS: return tr("Expected S");
    case ColMeasuredS: return tr("Measured S");
    case ColVsLibrary: return library_ ? tr("vs %1").arg(QString::fromStdString(library_->library)) : tr("vs library");
    case ColRoofline: return tr("Roofline");
    case ColEnergyGain: return tr("Energy gain");
    case ColEnergyJ: return tr("J/launch");
    case ColBin: return tr("Bin");
    case ColDecision: return tr("Decision");
    case ColOverride: return tr("Override");
    }
    return {};
}

QVariant CandidateModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Candidate& c = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return display(c, index.column());
    case Qt::ToolTipRole:
        // The state's cell says why, with the values the rule compared (what the Forecast dock says).
        if (index.column() == ColState)
            return StateStyle::withReason(c) + QLatin1Char('\n') + DecisionText::comparison(c);
        if (index.column() == ColDecision && c.forecast) return CoreText::forecastReasoning(*c.forecast);
        return display(c, index.column());
    case Qt::BackgroundRole:
        if (index.column() == ColState) return QBrush(StateStyle::color(c));
        return {};
    case Qt::ForegroundRole:
        if (index.column() == ColState) return QBrush(Qt::black);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == ColConfiguration || index.column() == ColDecision || index.column() == ColState)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case CandidateIdRole: return QVariant::fromValue<qint64>(c.id);
    case SortRole: return sortValue(c, index.column());
    case StateRole: return static_cast<int>(c.state);
    }
    return {};
}

QVariant CandidateModel::display(const Candidate& c, int column) const {
    switch (column) {
    case ColId: return QVariant::fromValue<qint64>(c.id);
    case ColParent:
        return c.parent == kNoCandidate ? QVariant(QStringLiteral("—")) : QVariant::fromValue<qint64>(c.parent);
    case ColState: return StateStyle::withReason(c);
    case ColConfiguration:
        if (c.origin == Origin::Reference)
            return tr("reference: %1").arg(QString::fromStdString(space_.key(c.configuration)));
        if (!c.configuration.empty()) return QString::fromStdString(space_.key(c.configuration));
        return QStringLiteral("#%1").arg(c.id);
    case ColPredictedBin:
        if (c.forecast && c.forecast->prior) return tr("prior"); // no predicted bin: a no-information prior
        return c.forecast && !c.forecast->parseFailure ? QVariant(c.forecast->predictedBin) : QVariant();
    case ColConfidence:
        return c.forecast && !c.forecast->parseFailure ? QVariant(QString::number(c.forecast->confidence, 'f', 2))
                                                       : QVariant();
    case ColExpectedS:
        return c.forecast && !c.forecast->parseFailure ? QVariant(speedupText(c.forecast->expectedSpeedup))
                                                       : QVariant();
    case ColMeasuredS:
        if (!c.measurement) return {};
        if (!c.measurement->ok()) return DisplayNames::measurementStatus(c.measurement->status);
        return speedupText(c.measurement->speedup);
    case ColVsLibrary:
        if (auto r = overLibrary(c)) return speedupText(*r);
        return {};
    case ColRoofline:
        if (auto f = roofline(c)) return QString::number(100.0 * *f, 'f', 0) + QStringLiteral("%");
        return {};
    case ColEnergyGain:
        if (auto g = energyGain(c)) return speedupText(*g);
        return {};
    case ColEnergyJ:
        if (auto j = energyJoules(c)) return millijouleText(*j);
        return {};
    case ColBin: return c.measurement && c.measurement->ok() ? QVariant(c.measurement->bin()) : QVariant();
    case ColDecision:
        if (!c.decision) return {};
        return DisplayNames::decisionWithReason(*c.decision);
    case ColOverride:
        return c.override == OverrideKind::None ? QVariant() : QVariant(DisplayNames::overrideKind(c.override));
    }
    return {};
}

QVariant CandidateModel::sortValue(const Candidate& c, int column) const {
    switch (column) {
    case ColId: return QVariant::fromValue<qint64>(c.id);
    case ColParent: return QVariant::fromValue<qint64>(c.parent);
    case ColState: return static_cast<int>(c.state);
    case ColPredictedBin: return c.forecast && !c.forecast->prior ? c.forecast->predictedBin : -1;
    case ColConfidence: return c.forecast ? c.forecast->confidence : -1.0;
    case ColExpectedS: return c.forecast ? c.forecast->expectedSpeedup : -1.0;
    case ColMeasuredS: return c.measurement ? (c.measurement->ok() ? c.measurement->speedup : 0.0) : -1.0;
    case ColVsLibrary: return overLibrary(c).value_or(-1.0);
    case ColRoofline: return roofline(c).value_or(-1.0);
    case ColEnergyGain: return energyGain(c).value_or(-1.0);
    case ColEnergyJ: return energyJoules(c).value_or(-1.0);
    case ColBin: return c.measurement && c.measurement->ok() ? c.measurement->bin() : -1;
    default: return display(c, column);
    }
}

std::optional<double> CandidateModel::sortNumber(int row, int column) const {
    const Candidate& c = rows_[static_cast<std::size_t>(row)];
    switch (column) {
    case ColId: return double(c.id);
    case ColParent: return double(c.parent);
    case ColState: return double(static_cast<int>(c.state));
    case ColPredictedBin: return c.forecast && !c.forecast->prior ? c.forecast->predictedBin : -1.0;
    case ColConfidence: return c.forecast ? c.forecast->confidence : -1.0;
    case ColExpectedS: return c.forecast ? c.forecast->expectedSpeedup : -1.0;
    case ColMeasuredS: return c.measurement ? (c.measurement->ok() ? c.measurement->speedup : 0.0) : -1.0;
    case ColVsLibrary: return overLibrary(c).value_or(-1.0);
    case ColRoofline: return roofline(c).value_or(-1.0);
    case ColEnergyGain: return energyGain(c).value_or(-1.0);
    case ColEnergyJ: return energyJoules(c).value_or(-1.0);
    case ColBin: return c.measurement && c.measurement->ok() ? double(c.measurement->bin()) : -1.0;
    default: return std::nullopt;
    }
}

std::optional<double> CandidateModel::overLibrary(const Candidate& c) const {
    if (!library_ || !c.measurement || !c.measurement->ok()) return std::nullopt;
    return library_->over(c.measurement->speedup);
}

std::optional<double> CandidateModel::roofline(const Candidate& c) const {
    return c.measurement ? rooflineFraction(*c.measurement, tensorRoof_) : std::nullopt;
}

void CandidateModel::setVendorBaseline(const std::optional<VendorBaseline>& baseline, bool tensorRoof) {
    library_ = baseline;
    tensorRoof_ = tensorRoof;
    Q_EMIT headerDataChanged(Qt::Horizontal, ColVsLibrary, ColRoofline);
    if (!rows_.empty()) Q_EMIT dataChanged(index(0, ColVsLibrary), index(rowCount() - 1, ColRoofline));
}

void CandidateModel::setObjective(const Objective& objective) {
    objective_ = objective;
    bestStale_ = true;
}

std::optional<double> CandidateModel::objectiveGain(const Candidate& c) const {
    if (!c.measurement || c.state == CandidateState::Excluded || c.measurement->suspicious) return std::nullopt;
    return objective_.gain(*c.measurement);
}

void CandidateModel::considerForBest(const Candidate& c) {
    if (bestStale_) return;
    const auto g = objectiveGain(c);
    if (best_ && best_->first == c.id) {
        if (g && *g >= best_->second)
            best_->second = *g;
        else
            bestStale_ = true; // the best got worse: another one may now lead
        return;
    }
    if (g && (!best_ || *g > best_->second || (*g == best_->second && c.id < best_->first)))
        best_ = std::make_pair(c.id, *g);
}

std::optional<std::pair<CandidateId, double>> CandidateModel::bestForObjective() const {
    if (bestStale_) {
        best_.reset();
        for (const Candidate& c : rows_) {
            const auto g = objectiveGain(c);
            if (g && (!best_ || *g > best_->second)) best_ = std::make_pair(c.id, *g);
        }
        bestStale_ = false;
    }
    return best_;
}

void CandidateModel::resetCandidates(std::vector<Candidate>&& candidates) {
    beginResetModel();
    rows_ = std::move(candidates);
    // Room to grow: appending must not move every row of a large session (a spike of a few
    // hundred milliseconds at 100,000 rows); capacity not yet used costs no memory. The
    // engine's Started event comes with that room already, so this moves nothing then.
    if (rows_.capacity() < 2 * rows_.size()) rows_.reserve(std::max<std::size_t>(2 * rows_.size(), kRoomAtStart));
    rowById_.clear();
    for (std::size_t i = 0; i < rows_.size(); ++i) rowById_.insert(rows_[i].id, static_cast<int>(i));
    best_.reset();
    bestStale_ = true;
    endResetModel();
}

void CandidateModel::resetCandidates(const std::vector<Candidate>& candidates) {
    std::vector<Candidate> copy;
    copy.reserve(std::max<std::size_t>(2 * candidates.size(), kRoomAtStart));
    copy.insert(copy.end(), candidates.begin(), candidates.end());
    resetCandidates(std::move(copy));
}

void CandidateModel::updateCandidates(const std::vector<Candidate>& candidates) {
    std::vector<const Candidate*> fresh;
    for (const Candidate& c : candidates) {
        auto it = rowById_.constFind(c.id);
        if (it == rowById_.constEnd()) {
            fresh.push_back(&c);
            continue;
        }
        rows_[static_cast<std::size_t>(*it)] = c;
        considerForBest(c);
        Q_EMIT dataChanged(index(*it, 0), index(*it, ColumnCount - 1));
    }
    if (fresh.empty()) return;
    const int first = static_cast<int>(rows_.size());
    beginInsertRows({}, first, first + static_cast<int>(fresh.size()) - 1);
    for (const Candidate* c : fresh) {
        rowById_.insert(c->id, static_cast<int>(rows_.size()));
        rows_.push_back(*c);
        considerForBest(*c);
    }
    endInsertRows();
}

void CandidateModel::retranslate() {
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!rows_.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

const Candidate* CandidateModel::candidate(CandidateId id) const {
    int r = rowOf(id);
    return r < 0 ? nullptr : &rows_[static_cast<std::size_t>(r)];
}

} // namespace augur::ui

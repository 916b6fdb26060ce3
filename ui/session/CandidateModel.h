#pragma once
#include "core/model/Candidate.h"
#include "core/model/Objective.h"
#include "core/model/ParameterSpace.h"
#include "core/model/VendorBaseline.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>
#include <vector>

namespace augur::ui {

/// One row per candidate of the session, updated incrementally from engine events:
/// new ids are inserted (beginInsertRows), known ids emit dataChanged for their row.
class CandidateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ColId,
        ColParent,
        ColState,
        ColExpectedS,
        ColMeasuredS,
        ColEnergyGain, ///< E_ref / E_cand, empty without energy
        ColEnergyJ, ///< the candidate's energy per launch (mJ), empty without energy
        ColVsLibrary, ///< S over the vendor baseline (S / S_library), empty without one
        ColRoofline, ///< the fraction of the roofline reached, empty without the report's rates
        ColConfidence,
        ColPredictedBin,
        ColBin,
        ColDecision,
        ColOverride,
        ColConfiguration,
        ColumnCount
    };
    enum Role {
        CandidateIdRole = Qt::UserRole + 1, ///< qint64 id of the row's candidate
        SortRole, ///< numeric value for sorting
        StateRole ///< int(CandidateState)
    };

    explicit CandidateModel(QObject* parent = nullptr);

    /// Parameter space used to print configurations as "name=value" text.
    void setParameterSpace(const ParameterSpace& space) { space_ = space; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    /// Replaces all rows (engine "Started" event).
    void resetCandidates(const std::vector<Candidate>& candidates);
    /// The same, taking the candidates without copying them.
    void resetCandidates(std::vector<Candidate>&& candidates);
    /// Rows the model has room for at least, before it reallocates.
    static constexpr std::size_t kRoomAtStart = 1024;
    /// Inserts new candidates and updates known ones (engine "CandidatesChanged" event).
    void updateCandidates(const std::vector<Candidate>& candidates);

    /// The candidate with this id, if present.
    const Candidate* candidate(CandidateId id) const;
    /// Row of a candidate id, or -1.
    int rowOf(CandidateId id) const { return rowById_.value(id, -1); }
    const Candidate& candidateAt(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
    /// All rows, in the order they arrived (id order for a session's events).
    const std::vector<Candidate>& candidates() const { return rows_; }
    /// The SortRole value of a numeric column as a number (no QVariant), for fast
    /// sorting of large tables; std::nullopt for text columns.
    std::optional<double> sortNumber(int row, int column) const;
    /// The session's objective, for bestForObjective(); set it before the candidates.
    void setObjective(const Objective& objective);
    const Objective& objective() const { return objective_; }
    /// The best measured candidate by the objective and its gain, like
    /// Session::bestForObjective (excluded and suspicious candidates and measurements
    /// without the energy the objective needs are skipped). Kept up to date as candidates
    /// arrive; a full scan only when the best one itself got worse.
    std::optional<std::pair<CandidateId, double>> bestForObjective() const;
    /// Energy per launch in millijoules with 3 significant digits, e.g. "110 mJ".
    static QString millijouleText(double joules);
    /// The session's vendor baseline (Session::baseline) and whether the problem's compute
    /// roof is the tensor cores' (core/model/SpeedupContext.h); re-announces both columns.
    void setVendorBaseline(const std::optional<VendorBaseline>& baseline, bool tensorRoof);
    const std::optional<VendorBaseline>& vendorBaseline() const { return library_; }
    /// Re-announces headers and texts after the UI language changed.
    void retranslate();

private:
    QVariant display(const Candidate& c, int column) const;
    QVariant sortValue(const Candidate& c, int column) const;

    std::optional<double> objectiveGain(const Candidate& c) const;
    std::optional<double> overLibrary(const Candidate& c) const; ///< S / S_library
    std::optional<double> roofline(const Candidate& c) const; ///< core/model/SpeedupContext.h
    void considerForBest(const Candidate& c);

    std::vector<Candidate> rows_;
    Objective objective_;
    mutable std::optional<std::pair<CandidateId, double>> best_;
    mutable bool bestStale_ = false; ///< best_ must be recomputed by a scan
    QHash<qint64, int> rowById_;
    ParameterSpace space_;
    std::optional<VendorBaseline> library_;
    bool tensorRoof_ = false;
};

} // namespace augur::ui

#pragma once
#include "core/model/Candidate.h"

#include <QColor>
#include <QString>

#include <cstdint>

namespace augur::ui {

/// Colours and translated names of candidate states, shared by the table, the tree and
/// the legend so they always agree.
///
/// The GUI shows one state more than core/ keeps: a deferred candidate the engineer asked
/// to measure now is "queued for measurement (override)" (core: state deferred, override
/// measure now, first in the measurement queue) from the moment the override is applied
/// until it is measured.
class StateStyle {
public:
    /// What the GUI shows: CandidateState's values, in its order, then Queued.
    enum class Shown : std::uint8_t { Proposed, Accepted, Deferred, Measuring, Measured, Failed, Excluded, Queued };
    static constexpr int kShownCount = 8;

    /// The state `c` is shown in (Queued for a deferred candidate with a "measure now" override).
    static Shown shown(const Candidate& c);
    /// Whether `c` waits for measurement because the engineer asked for it.
    static bool isQueued(const Candidate& c) {
        return c.state == CandidateState::Deferred && c.override == OverrideKind::MeasureNow;
    }
    static Shown shown(CandidateState s) { return static_cast<Shown>(static_cast<int>(s)); }

    static QColor color(Shown s);
    static QColor color(CandidateState s) { return color(shown(s)); }
    static QColor color(const Candidate& c) { return color(shown(c)); }
    /// For views that keep the state and the queued flag apart (the search tree's nodes).
    static QColor color(CandidateState s, bool queued) { return queued ? color(Shown::Queued) : color(s); }
    /// Translated display name ("measured", "accepted on forecast", ...).
    static QString name(Shown s);
    static QString name(CandidateState s) { return name(shown(s)); }
    static QString name(const Candidate& c) { return name(shown(c)); }
    static QString name(CandidateState s, bool queued) { return queued ? name(Shown::Queued) : name(s); }
    /// The state with the reason of its decision where the reason says why it is so:
    /// "deferred: may beat the best", "accepted: budget used", "queued for
    /// measurement (override)"; measured, failed and the others by name only.
    static QString withReason(const Candidate& c);
    /// The same for views that keep a state, the queued flag and the decision apart (the
    /// search tree's nodes); `decision` may be null.
    static QString withReason(CandidateState state, bool queued, const Decision* decision);
    /// Colour of a discovery-moment edge.
    static QColor discoveryColor() { return QColor(0xff, 0x6f, 0x00); }
};

} // namespace augur::ui

#pragma once
#include "core/model/Candidate.h"

#include <QList>
#include <QObject>

class QAction;
class QMenu;

namespace augur::ui {

class KernelPanel;
class SessionHost;

/// The actions on the selected candidate, in the Candidate menu and the context menus of
/// the table and the tree: the overrides (Measure now, Accept forecast, Exclude), Expand
/// from here and Compare (the two candidates selected in the table), Compare metrics (the
/// same pair on the Kernel dock's Metrics tab), Pin as baseline and Unpin baseline (the
/// Kernel dock's baseline). The actions are the host window's children (for their
/// shortcuts); what they ask for goes out as signals, or to the bound Kernel dock.
class CandidateActions : public QObject {
    Q_OBJECT
public:
    explicit CandidateActions(SessionHost* host);

    /// Measure now, Accept forecast, Exclude.
    QList<QAction*> overrides() const;
    QAction* expandAction() const { return expand_; }
    QAction* compareAction() const { return compare_; }
    QAction* compareMetricsAction() const { return compareMetrics_; }
    QAction* pinBaselineAction() const { return pinBaseline_; }
    QAction* unpinBaselineAction() const { return unpinBaseline_; }
    /// "Tune this template further" (a template node selected): kTuneRounds more expansions.
    QAction* tuneTemplateAction() const { return tuneTemplate_; }
    static constexpr int kTuneRounds = 3;
    /// The Kernel dock whose baseline Pin and Unpin set, and whose Metrics tab Compare
    /// metrics raises.
    void bindKernelPanel(KernelPanel* kernel);
    /// Enables the overrides where the engine can act on them for `selected` (null: none)
    /// while the session runs (`live`): not on the reference, not "measure now" or "accept"
    /// on a measured (or measuring) candidate, not "accept" without a forecast, not
    /// "exclude" twice; Expand whenever live.
    void update(const Candidate* selected, bool live);
    /// Adds the actions to a context menu; `edit` is "Edit as new candidate…", Compare is
    /// added when `withCompare`.
    void addTo(QMenu& menu, QAction* edit, bool withCompare) const;
    /// Sets the texts in the current language.
    void retranslate();

Q_SIGNALS:
    /// An override of candidate `id` (the selected one).
    void overrideRequested(qint64 id, augur::OverrideKind kind);
    /// Expand from candidate `id` (the selected one).
    void expandRequested(qint64 id);
    /// Compare the two candidates selected in the table.
    void compareRequested();

private:
    QAction* makeAction(const char* name);
    void updateBaselineActions();

    SessionHost* host_;
    QAction* measureNow_;
    QAction* accept_;
    QAction* exclude_;
    QAction* expand_;
    QAction* compare_;
    QAction* compareMetrics_;
    QAction* pinBaseline_;
    QAction* unpinBaseline_;
    QAction* tuneTemplate_;
    KernelPanel* kernel_ = nullptr;
    CandidateId selected_ = kNoCandidate; ///< as update() last saw it
};

} // namespace augur::ui

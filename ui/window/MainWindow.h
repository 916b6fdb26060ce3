#pragma once
#include "core/kernel/KernelCompiler.h"
#include "core/kernel/KernelDisassembler.h"
#include "core/model/Candidate.h"
#include "core/model/Session.h"
#include "ui/base/SessionContext.h"
#include "ui/session/SessionHost.h"
#include "ui/window/SessionStatus.h"

#include <QMainWindow>

#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QMenu;
class QPlainTextEdit;
class QTableView;
class QToolBar;

namespace augur::ui {

class CalibrationPanel;
class CandidateActions;
class CandidateEditing;
class CandidateModel;
class ClusterPanel;
class CandidateTablePanel;
class DeferralPanel;
class DiagnosisPanel;
class DiscoveryPanel;
class HardwareLoader;
class EngineController;
class ForecastPanel;
class KernelPanel;
class LanguageMenu;
class LlmPanel;
class ProgressPanel;
class RooflinePanel;
class RunActions;
class SearchTreePanel;
class SearchTreeView;
class SessionCommands;

/// The workbench window: candidate table, search tree, forecast, kernel (source, diff,
/// report), diagnosis and deferral panels, the roofline, the discovery moments, the
/// calibration of measured forecasts, the log, the LLM and the cluster as dock widgets
/// around one session, driven by an EngineController (which it takes as a child).
/// Selection is shared between table and tree; overrides go through the Candidate menu,
/// the context menus, the toolbar and keys. Compare (C) opens the diff of two candidates
/// selected in the table; a discovery moment (its row, or its edge in the tree) opens the
/// parent → child diff. File > New/Open replace the session
/// (setController); View > Language switches the language live (every text is set again
/// on QEvent::LanguageChange).
class MainWindow : public QMainWindow, public SessionHost {
    Q_OBJECT
public:
    explicit MainWindow(EngineController* controller, QWidget* parent = nullptr);

    QWidget* hostWidget() override { return this; }
    EngineController* controller() const override { return controller_; }
    /// The session on screen as panels bind to it.
    const SessionContext& sessionContext() const { return *context_; }
    CandidateModel* candidateModel() const override { return model_; }
    QTableView* candidateTable() const;
    SearchTreeView* searchTree() const;
    DiscoveryPanel* discoveryPanel() const { return discovery_; }
    CalibrationPanel* calibrationPanel() const { return calibration_; }
    DeferralPanel* deferralPanel() const { return deferral_; }
    DiagnosisPanel* diagnosisPanel() const { return diagnosis_; }
    RooflinePanel* rooflinePanel() const { return roofline_; }
    ProgressPanel* progressPanel() const { return progress_; }
    ForecastPanel* forecastPanel() const { return forecast_; }
    KernelPanel* kernelPanel() const { return kernel_; }
    /// The LLM dock's panel.
    LlmPanel* llmPanel() const { return llm_; }
    /// The Cluster dock's panel.
    ClusterPanel* clusterPanel() const { return cluster_; }
    /// The compiler behind the Kernel dock's "Show PTX" (null: disabled, `unavailableReason`
    /// says why). The application passes NVRTC's when it loads.
    void setKernelCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& unavailableReason);
    /// The disassembler behind the Kernel dock's SASS tab (the toolkit's nvdisasm or cuobjdump).
    void setKernelDisassembler(std::shared_ptr<KernelDisassembler> disassembler);
    /// The dock holding `panel` (one of the window's panels), or null.
    QDockWidget* dockOf(QWidget* panel) const;
    SessionCommands* sessionCommands() const { return commands_; }
    /// "Edit as new candidate": its action and editor windows.
    CandidateEditing* candidateEditing() const { return editing_; }
    /// The notice shown in the status bar ("" when none).
    QString currentNotice() const;
    static constexpr int kNoticeMs = SessionStatus::kNoticeMs;
    /// The selected candidate, or kNoCandidate.
    CandidateId selectedCandidate() const override { return selected_; }
    /// Restores the geometry and dock layout saved by an earlier session (QSettings), fitted
    /// to the screen (else the saved layout preset), and saves them on close.
    void restoreLayout();

    /// Shows another session: the window takes `controller` as a child and clears every
    /// panel until its engine reports its candidates. The previous controller is stopped
    /// and deleted once its engine has finished (the GUI thread never waits for it).
    void setController(EngineController* controller) override;
    void showStatus(const QString& text, int timeoutMs = 0) override;
    void clearStatus() override;

public Q_SLOTS:
    /// Selects a candidate in table, tree and forecast panel.
    void selectCandidate(qint64 id) override;
    /// Selects a candidate as the engineer does: the panels stop following the best one.
    void userSelected(qint64 id);
    /// Posts an override for a candidate.
    void requestOverride(qint64 id, augur::OverrideKind kind);
    /// Appends a line to the log panel.
    void appendLog(const QString& text) override;
    /// Shows an engine notice in the status bar for kNoticeMs, beside the session's counts.
    void showNotice(const QString& text);
    /// Opens the Kernel dock on the diff of candidate `a` (left) against `b` (right).
    void showDiff(qint64 a, qint64 b);
    /// Compare: the diff of the two candidates selected in the table, lower id on the left.
    void compareSelected();
    /// A discovery moment: selects `child` and opens the diff against `parent`.
    void showDiscovery(qint64 parent, qint64 child);

protected:
    void closeEvent(QCloseEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    /// Shares the candidates with the panels and connects their requests to the window.
    void connectPanels();
    void connectController();
    void retireController(EngineController* old);
    void retranslateUi();
    /// Takes the candidates (the model keeps them; every panel reads the model's rows).
    void onCandidatesReset(std::vector<Candidate>& all);
    void onCandidatesChanged(const std::vector<Candidate>& changed);
    void onStats(const SessionStats& s);
    void updateActions();
    /// The override menu; `fromTable` adds Compare (it acts on the table's selection).
    void showCandidateMenu(qint64 id, const QPoint& globalPos, bool fromTable);
    void updateCompareAction();

    EngineController* controller_ = nullptr;
    QAction* evaluateAction_ = nullptr;
    QAction* llmSettingsAction_ = nullptr;
    class EvaluationView* evaluationView_ = nullptr;
    SessionContext* context_;
    CandidateModel* model_;
    CandidateTablePanel* tablePanel_;
    SearchTreePanel* treePanel_;
    ForecastPanel* forecast_;
    DeferralPanel* deferral_;
    DiscoveryPanel* discovery_;
    CalibrationPanel* calibration_;
    DiagnosisPanel* diagnosis_;
    RooflinePanel* roofline_;
    ProgressPanel* progress_;
    KernelPanel* kernel_;
    LlmPanel* llm_;
    ClusterPanel* cluster_;
    CandidateEditing* editing_ = nullptr;
    HardwareLoader* hardwareLoader_;
    QPlainTextEdit* log_;
    SessionStatus* status_ = nullptr; ///< the status bar's labels
    SessionCommands* commands_;
    QToolBar* runToolBar_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* candidateMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    LanguageMenu* languageMenu_ = nullptr;
    std::vector<std::pair<QDockWidget*, const char*>> docks_; ///< with their untranslated titles
    QAction* quitAction_ = nullptr;
    RunActions* runActions_ = nullptr; ///< start, pause, resume, stop
    CandidateActions* candidateActions_ = nullptr; ///< overrides, expand, compare
    CandidateId selected_ = kNoCandidate;
    bool saveLayoutOnClose_ = false;
    bool followBest_ = true; ///< select the best candidate until the user selects one
};

} // namespace augur::ui

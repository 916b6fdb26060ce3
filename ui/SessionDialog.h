#pragma once
#include "core/model/SessionConfig.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace augur::ui {

class SlurmSettingsGroup;

/// File > New session…: the backend — a measured dataset to replay, or a problem folder
/// to measure on the GPU (cuda) or on a Slurm cluster (slurm: partition, account, GPUs,
/// time limit, ... in the "Slurm cluster" group, SlurmSettingsGroup) with the session's objective (time, energy or the time ×
/// energy product with its weight) and whether to collect hardware counters (--profile)
/// and energy per launch (--energy) — the search strategy (auto, model, puct or the
/// measure-all baseline) and an optional prior (warm start), the budgets (GPU measurements, wall time, candidates), the deferral
/// threshold, the PUCT batch size, the children per expansion, the seed, where the session
/// file goes, and the LLM: the generator (tuner or llm), the surrogate (features, llm or
/// ensemble), the endpoint profile of the endpoints file (docs/llm.md; "Edit endpoints…"
/// opens the LLM settings) and caps on LLM requests and tokens. setConfig()
/// fills the fields; config() reads them back over the settings the dialog does not show.
/// OK is refused, with the reason shown in the dialog, while validationError() is not
/// empty (for the cuda and slurm backends: a folder without problem.json; for slurm, a
/// cluster setting SlurmSettings::validate refuses, shown next to the Slurm group).
class SessionDialog : public QDialog {
    Q_OBJECT
public:
    explicit SessionDialog(QWidget* parent = nullptr);

    void setConfig(const SessionConfig& config);
    SessionConfig config() const;

    /// Folder for suggested session file names; "" offers in-memory sessions only.
    void setSessionDirectory(const QString& dir);
    /// The session file ("" with in-memory checked: no file).
    void setSessionPath(const QString& path);
    QString sessionPath() const;

    /// Why the fields cannot make a session (missing dataset, existing session file, a
    /// value out of range), or empty.
    QString validationError() const;

    /// "<dir>/<stem>-yyyyMMdd-HHmmss.augur" for a dataset file or problem folder
    /// "stem_…", unused so far.
    static QString suggestSessionPath(const QString& dir, const QString& datasetPath);

    /// Whether a problem folder is measured on GPUs (the cuda or the slurm backend) rather
    /// than a dataset replayed.
    bool measuresOnGpu() const;
    /// Chooses the cuda backend (true) or replay (false).
    void setMeasuresOnGpu(bool gpu);
    /// The backend chosen: "replay", "cuda" or "slurm".
    QString backend() const;
    /// Chooses a backend ("replay", "cuda" or "slurm"; anything else: cuda).
    void setBackend(const QString& backend);
    /// The "Slurm cluster" group (enabled for the slurm backend only).
    SlurmSettingsGroup* slurmGroup() const { return slurm_; }

public Q_SLOTS:
    void accept() override;

private:
    /// Fills the endpoint list from the endpoints file (its load error shown instead) and
    /// chooses `wanted` ("" = the file's default).
    void loadEndpoints(const QString& wanted);
    /// Enables the LLM fields when the generator or surrogate uses an LLM.
    void updateLlm();
    bool usesLlm() const;
    void browseDataset();
    void browseProblem();
    void browseSessionFile();
    void datasetChanged();
    void updateMemoryOnly();
    /// Enables the fields of the chosen backend and objective.
    void updateBackend();
    /// The objective as SessionConfig stores it: "time", "energy" or "product:W".
    std::string objectiveName() const;

    SessionConfig base_;
    QString sessionDir_;
    QRadioButton* replayMode_;
    QRadioButton* gpuMode_;
    QRadioButton* slurmMode_;
    SlurmSettingsGroup* slurm_;
    QLineEdit* dataset_;
    QLineEdit* problem_;
    QComboBox* objective_;
    QDoubleSpinBox* timeWeight_;
    QCheckBox* profile_;
    QCheckBox* energy_;
    QCheckBox* lockClocks_; ///< lock the SM clock while timing (--lock-clocks)
    QWidget* replayFields_; ///< dataset and replay delay
    QWidget* gpuFields_; ///< problem folder, objective, counters and energy (cuda and slurm)
    QComboBox* strategy_;
    QLineEdit* prior_; ///< warm-start file (SessionConfig::priorPath)
    QSpinBox* maxMeasurements_;
    QDoubleSpinBox* maxWall_;
    QSpinBox* maxCandidates_;
    QDoubleSpinBox* threshold_;
    QSpinBox* batch_;
    QSpinBox* children_; ///< children proposed per expansion
    QComboBox* generator_;
    QComboBox* surrogate_;
    QComboBox* endpoint_; ///< profile name; data "" = the file's default
    QLabel* endpointInfo_; ///< the chosen profile's model and URL, or why there is none
    QSpinBox* maxLlmRequests_;
    QSpinBox* maxLlmTokens_; ///< thousands of tokens
    QSpinBox* maxLlmIdleReplies_ = nullptr; ///< the LLM generator's replies without anything new before it stops
    QWidget* llmFields_; ///< endpoint and caps
    int endpointCount_ = 0; ///< profiles in the endpoints file
    QString endpointError_; ///< why the endpoints file could not be read
    QString defaultEndpoint_; ///< the profile the file's default resolves to
    QString endpointsFile_; ///< the endpoints file the list was read from
    QSpinBox* seed_;
    QDoubleSpinBox* replayDelay_;
    QLineEdit* sessionPath_;
    QCheckBox* memoryOnly_;
    QLabel* error_;
    bool pathEdited_ = false; ///< the user typed a session path: stop suggesting one
    bool energyChoice_ = false; ///< the energy box as the user left it (a time objective shows it)
};

} // namespace augur::ui

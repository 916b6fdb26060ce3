#pragma once
#include "core/SessionConfig.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace augur::ui {

/// File > New session…: the dataset the replay backend plays back, the search strategy
/// (puct or the measure-all baseline), the budgets (GPU measurements, wall time,
/// candidates), the deferral threshold, the PUCT batch size, the seed and where the
/// session file goes. setConfig() fills the fields; config() reads them back over the
/// settings the dialog does not show. OK is refused, with the reason shown in the dialog,
/// while validationError() is not empty.
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

    /// "<dir>/<stem>-yyyyMMdd-HHmmss.augur" for a dataset "stem_…", unused so far.
    static QString suggestSessionPath(const QString& dir, const QString& datasetPath);

public Q_SLOTS:
    void accept() override;

private:
    void browseDataset();
    void browseSessionFile();
    void datasetChanged();
    void updateMemoryOnly();

    SessionConfig base_;
    QString sessionDir_;
    QLineEdit* dataset_;
    QComboBox* strategy_;
    QSpinBox* maxMeasurements_;
    QDoubleSpinBox* maxWall_;
    QSpinBox* maxCandidates_;
    QDoubleSpinBox* threshold_;
    QSpinBox* batch_;
    QSpinBox* seed_;
    QDoubleSpinBox* replayDelay_;
    QLineEdit* sessionPath_;
    QCheckBox* memoryOnly_;
    QLabel* error_;
    bool pathEdited_ = false; ///< the user typed a session path: stop suggesting one
};

} // namespace augur::ui

#pragma once
#include "core/llm/client/LlmEndpointStore.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace augur::ui {

/// Settings > LLM endpoints and prompts…: the endpoint profiles of the endpoints file
/// (docs/llm.md) and the prompt templates.
///
/// Endpoints: add, remove, choose the default, edit every field of a profile, and "Test
/// connection" (GET /models in the background, ui/BackgroundTask.h; the GUI never
/// blocks). The API key is never written to the file: the profile names an environment
/// variable, and a key typed here is put into that variable of this process only, until
/// the application exits. OK validates every profile and saves the file atomically.
///
/// Prompts: the templates in use (surrogate, generator_source, generator_config), edited
/// in place; "Save" writes the template to the user's prompt folder
/// (LlmPromptTemplate::userDir()), which takes precedence over the shipped one, after
/// checking its sections and placeholders; "Revert" removes the user's copy.
class LlmSettingsDialog : public QDialog {
    Q_OBJECT
public:
    /// `endpointsFile` empty = LlmEndpointStore::defaultPath(). A file that cannot be read
    /// is reported in the dialog and starts an empty list.
    explicit LlmSettingsDialog(QWidget* parent = nullptr, const QString& endpointsFile = {});

    /// The endpoints file edited.
    QString endpointsFile() const;
    /// The profiles as they are in the dialog now (fields of the selected one included).
    LlmEndpointStore store() const;

public Q_SLOTS:
    void accept() override;

private:
    QWidget* endpointsTab();
    QWidget* promptsTab();
    void showProfile(int row);
    bool storeProfile(int row, QString* error);
    void addProfile();
    void removeProfile();
    void makeDefault();
    void markDefault(); ///< the default profile in bold
    void testConnection();
    void loadPrompt();
    void savePrompt();
    void revertPrompt();
    void refreshKeyStatus();

    QString file_;
    LlmEndpointStore store_;
    int current_ = -1;
    // endpoints
    QListWidget* list_;
    QLineEdit* name_;
    QLineEdit* baseUrl_;
    QLineEdit* model_;
    QLineEdit* keyEnv_;
    QLineEdit* key_;
    QLabel* keyStatus_;
    QComboBox* structured_;
    QCheckBox* stream_;
    QSpinBox* concurrency_;
    QDoubleSpinBox* connectTimeout_;
    QDoubleSpinBox* idleTimeout_;
    QDoubleSpinBox* totalTimeout_;
    QSpinBox* attempts_;
    QCheckBox* temperatureSet_;
    QDoubleSpinBox* temperature_;
    QSpinBox* maxTokens_;
    QComboBox* effort_;
    QComboBox* forecastSource_;
    QPlainTextEdit* extraBody_;
    QLabel* testResult_;
    QPushButton* testButton_;
    QLabel* error_;
    // prompts
    QComboBox* promptName_;
    QLabel* promptOrigin_;
    QLabel* promptVariables_;
    QPlainTextEdit* promptText_;
    QLabel* promptStatus_;
};

} // namespace augur::ui

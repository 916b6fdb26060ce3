<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BaselineLoader</name>
    <message>
        <location filename="../ui/session/BaselineLoader.cpp" line="+17"/>
        <source>Baselines need a replayed dataset: a GPU session has no recorded space to compare with.</source>
        <translation>Las líneas base necesitan un conjunto de datos reproducido: una sesión en GPU no tiene un espacio registrado con el que comparar.</translation>
    </message>
</context>
<context>
    <name>BinHistogram</name>
    <message>
        <location filename="../ui/charts/BinHistogram.cpp" line="+73"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no forecast</source>
        <translation>sin predicción</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bin %1 %2: %3</source>
        <translation>clase %1 %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
p = %1</source>
        <translation>
p = %1</translation>
    </message>
</context>
<context>
    <name>BinScheme</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>severe slowdown</source>
        <translation>ralentización severa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowdown</source>
        <translation>ralentización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slight slowdown</source>
        <translation>ralentización leve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parity to slight speedup</source>
        <translation>paridad a aceleración leve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup</source>
        <translation>aceleración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>large speedup</source>
        <translation>aceleración grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very large speedup</source>
        <translation>aceleración muy grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extreme speedup</source>
        <translation>aceleración extrema</translation>
    </message>
</context>
<context>
    <name>BudgetDialog</name>
    <message>
        <location filename="../ui/settings/BudgetDialog.cpp" line="+21"/>
        <source>Raise budget</source>
        <translation>Ampliar presupuesto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The session is running: the new measurement budget applies at once.</source>
        <translation>La sesión está en ejecución: el nuevo presupuesto de mediciones se aplica de inmediato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session has finished: it continues with the new budgets.</source>
        <translation>La sesión ha finalizado: continúa con los nuevos presupuestos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU measurements (%1 used):</source>
        <translation>Mediciones de GPU (%1 usadas):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates (%1 so far):</source>
        <translation>Candidatos (%1 hasta ahora):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time (%1 s so far):</source>
        <translation>Tiempo real (%1 s hasta ahora):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue session</source>
        <translation>Continuar la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Raise the measurement budget above the %1 measurements already taken.</source>
        <translation>Suba el presupuesto de mediciones por encima de las %1 ya realizadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the candidate budget above the %1 candidates already considered.</source>
        <translation>Suba el presupuesto de candidatos por encima de los %1 ya considerados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the wall time above the %1 s already used, or set no limit.</source>
        <translation>Suba el tiempo real por encima de los %1 s ya usados, o déjelo sin límite.</translation>
    </message>
</context>
<context>
    <name>BundleAction</name>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>&amp;Bundle for reproduction…</source>
        <translation>Empaquetar para &amp;reproducir…</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Pack the session file with its problem or dataset, the devices, clocks and environment (.tar.gz), as augur-cli bundle does; augur-cli recheck measures it again</source>
        <translation>Empaqueta el archivo de sesión con su problema o conjunto de datos, los dispositivos, relojes y entorno (.tar.gz), como augur-cli bundle; augur-cli recheck lo vuelve a medir</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundle for reproduction</source>
        <translation>Empaquetar para reproducir</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundles (*.tar.gz);;All files (*)</source>
        <translation>Paquetes (*.tar.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundling %1…</source>
        <translation>Empaquetando %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>bundled the session into %1 (%n file(s))</source>
        <translation>
            <numerusform>sesión empaquetada en %1 (%n archivo)</numerusform>
            <numerusform>sesión empaquetada en %1 (%n archivos)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundled into %1</source>
        <translation>Empaquetado en %1</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
</context>
<context>
    <name>CalibrationPanel</name>
    <message numerus="yes">
        <location filename="../ui/session/CalibrationPanel.cpp" line="+62"/>
        <source>%n measured prior(s) (no prediction yet) left out.</source>
        <translation>
            <numerusform>%n distribución a priori medida (aún sin predicción) excluida.</numerusform>
            <numerusform>%n distribuciones a priori medidas (aún sin predicción) excluidas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No measured forecasts yet: the scores appear once forecast candidates have been measured.</source>
        <translation>Aún no hay predicciones medidas: las puntuaciones aparecen cuando se miden candidatos con predicción.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forecasts later measured: %1%2
Brier (mean): %3   CRPS (mean): %4   ECE: %5</source>
        <translation>Predicciones medidas después: %1%2
Brier (media): %3   CRPS (media): %4   ECE: %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (+%1 abstentions)</source>
        <translation> (+%1 abstenciones)</translation>
    </message>
</context>
<context>
    <name>CandidateActions</name>
    <message>
        <location filename="../ui/window/CandidateActions.cpp" line="+94"/>
        <source>Measure now</source>
        <translation>Medir ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept forecast</source>
        <translation>Aceptar predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exclude</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand from here</source>
        <translation>Expandir desde aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the diff of the two candidates selected in the table</source>
        <translation>Mostrar las diferencias de los dos candidatos seleccionados en la tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare metrics</source>
        <translation>Comparar métricas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the metrics of the two candidates selected in the table side by side</source>
        <translation>Mostrar lado a lado las métricas de los dos candidatos seleccionados en la tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin as baseline</source>
        <translation>Fijar como línea base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare every report with this candidate: time, speedup, registers, occupancy, counters, diagnoses</source>
        <translation>Comparar cada informe con este candidato: tiempo, aceleración, registros, ocupación, contadores, diagnósticos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpin baseline</source>
        <translation>Quitar la línea base</translation>
    </message>
</context>
<context>
    <name>CandidateEditing</name>
    <message>
        <location filename="../ui/session/CandidateEditing.cpp" line="+45"/>
        <source>This session replays recorded measurements, so it cannot measure a new source. To measure your kernel, open the problem folder with the cuda backend (File &gt; New session).</source>
        <translation>Esta sesión reproduce mediciones registradas, así que no puede medir un código fuente nuevo. Para medir su kernel, abra la carpeta del problema con el backend cuda (Archivo &gt; Nueva sesión).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This session&apos;s backend (%1) cannot measure a new source. To measure your kernel, open the problem folder with the cuda backend (File &gt; New session).</source>
        <translation>El backend de esta sesión (%1) no puede medir un código fuente nuevo. Para medir su kernel, abra la carpeta del problema con el backend cuda (Archivo &gt; Nueva sesión).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the session is finished and kept in memory only, so it cannot be continued; start a session with a file to add candidates</source>
        <translation>la sesión ha finalizado y solo está en memoria, así que no se puede continuar; inicie una sesión con archivo para añadir candidatos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continuing the finished session to measure the new candidate</source>
        <translation>continuando la sesión finalizada para medir el candidato nuevo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new candidate is measured when the session starts</source>
        <translation>el candidato nuevo se medirá cuando se inicie la sesión</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Edit as new candidate…</source>
        <translation>Editar como candidato nuevo…</translation>
    </message>
</context>
<context>
    <name>CandidateEditor</name>
    <message>
        <location filename="../ui/kernel/CandidateEditor.cpp" line="+173"/>
        <source>Compile with NVRTC for %1, without running anything</source>
        <translation>Compilar con NVRTC para %1, sin ejecutar nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVRTC library was found: the source is compiled when it is measured</source>
        <translation>No se encontró la biblioteca NVRTC: el código se compila al medirlo</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Submitted; waiting for the engine…</source>
        <translation>Enviado; esperando al motor…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 MiB is over the 1 MiB limit for a candidate&apos;s source</source>
        <translation>%1 MiB supera el límite de 1 MiB para el código de un candidato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compiling for %1…</source>
        <translation>Compilando para %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The compiler failed: %1</source>
        <translation>El compilador falló: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 registers, %3 B spilled</source>
        <translation>%1: %2 registros, %3 B desbordados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiles for %1 in %2 ms. %3</source>
        <translation>Compila para %1 en %2 ms. %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does not compile for %1.</source>
        <translation>No compila para %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Added as #%1, a child of #%2; measuring…</source>
        <translation>Añadido como #%1, hijo de #%2; midiendo…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 is being measured…</source>
        <translation>#%1 se está midiendo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 measured: S = %2× [%3, %4], %5 per run against %6 for the reference (%7 samples)</source>
        <translation>#%1 medido: S = %2× [%3, %4], %5 por ejecución frente a %6 de la referencia (%7 muestras)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>#%1 failed (%2): %3</source>
        <translation>#%1 falló (%2): %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The launch plan was refused (see below the plan).</source>
        <translation>El plan de lanzamiento fue rechazado (vea debajo del plan).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (line %2): %3</source>
        <translation>%1 (línea %2): %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning: %1</source>
        <translation>aviso: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1, column %2: </source>
        <translation>línea %1, columna %2: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line %1: </source>
        <translation>línea %1: </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n error(s) marked in the source.</source>
        <translation>
            <numerusform>%n error marcado en el código.</numerusform>
            <numerusform>%n errores marcados en el código.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Compiler messages: %n (F8: next, Shift+F8: previous)</source>
        <translation>
            <numerusform>Mensajes del compilador: %n (F8: siguiente, Mayús+F8: anterior)</numerusform>
            <numerusform>Mensajes del compilador: %n (F8: siguiente, Mayús+F8: anterior)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Check the request, add it to the session and measure it next</source>
        <translation>Comprobar la solicitud, añadirla a la sesión y medirla a continuación</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New candidate from #%1</source>
        <translation>Candidato nuevo a partir de #%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New candidate, a child of #%1: edit the source and the launch plan, then submit to measure it.</source>
        <translation>Candidato nuevo, hijo de #%1: edite el código y el plan de lanzamiento y envíelo para medirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA source (kernels must be extern &quot;C&quot;):</source>
        <translation>Código CUDA (los kernels deben ser extern &quot;C&quot;):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch plan (JSON; sizes and buffers of the problem):</source>
        <translation>Plan de lanzamiento (JSON; tamaños y búferes del problema):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check compile</source>
        <translation>Comprobar compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit and measure</source>
        <translation>Enviar y medir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous compiler message, at its line and column (Shift+F8)</source>
        <translation>El mensaje anterior del compilador, en su línea y columna (Mayús+F8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next compiler message, at its line and column (F8)</source>
        <translation>El mensaje siguiente del compilador, en su línea y columna (F8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in tree</source>
        <translation>Mostrar en el árbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>CandidateModel</name>
    <message>
        <location filename="../ui/session/CandidateModel.cpp" line="+57"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent</source>
        <translation>Padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted bin</source>
        <translation>Clase pred.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>Confianza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S</source>
        <translation>S esperada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S</source>
        <translation>S medida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gain</source>
        <translation>Ganancia de energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J/launch</source>
        <translation>J/lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bin</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override</source>
        <translation>Acción manual</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>reference: %1</source>
        <translation>referencia: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/session/CandidateTablePanel.cpp" line="+69"/>
        <source>prior</source>
        <translation>a priori</translation>
    </message>
</context>
<context>
    <name>CandidateReportView</name>
    <message>
        <location filename="../ui/kernel/CandidateReportView.cpp" line="+97"/>
        <source>Show PTX</source>
        <translation>Mostrar PTX</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a candidate to see its compile report and measurement.</source>
        <translation>Seleccione un candidato para ver su informe de compilación y su medición.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No CUDA compiler: %1</source>
        <translation>Sin compilador CUDA: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC was not found</source>
        <translation>no se encontró NVRTC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This candidate has no source to compile</source>
        <translation>Este candidato no tiene código fuente que compilar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compile the source shown in the Source tab with NVRTC for %1 and show the PTX</source>
        <translation>Compilar con NVRTC para %1 el código de la pestaña Código fuente y mostrar el PTX</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unpin baseline</source>
        <translation>Quitar la línea base</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin as baseline</source>
        <translation>Fijar como línea base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reports stop showing differences against #%1</source>
        <translation>Los informes dejan de mostrar diferencias con #%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare every report with #%1: time, speedup, registers, occupancy, counters and diagnoses</source>
        <translation>Comparar cada informe con #%1: tiempo, aceleración, registros, ocupación, contadores y diagnósticos</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#%1 is the pinned baseline: other candidates&apos; reports show their differences against it.</source>
        <translation>#%1 es la línea base fijada: los informes de los demás candidatos muestran sus diferencias con ella.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 against the baseline #%2</source>
        <translation>#%1 frente a la línea base #%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baseline #%1</source>
        <translation>Línea base #%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Compiling for %1…</source>
        <translation>Compilando para %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The compiler failed: %1</source>
        <translation>El compilador falló: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compilation for %1 failed; the compiler&apos;s log is below.</source>
        <translation>La compilación para %1 falló; el registro del compilador está debajo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 registers, %3 spilled</source>
        <translation>%1: %2 registros, %3 desbordados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PTX for %1, compiled in %2. %3</source>
        <translation>PTX para %1, compilado en %2. %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>overhead</source>
        <translation>preparación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>profile</source>
        <translation>perfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compile %1, correctness %2, timing %3, other %4; total %5</source>
        <translation>compilación %1, corrección %2, tiempos %3, otros %4; total %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not measured</source>
        <translation>no medido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Harness verdict</source>
        <translation>Veredicto del arnés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replay (as recorded in the dataset)</source>
        <translation>reproducción (tal como lo registró el conjunto de datos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Timing</source>
        <translation>Tiempos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference, per run</source>
        <translation>Referencia, por ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate, per run</source>
        <translation>Candidato, por ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (IQR %2)</source>
        <translation>%1 (RIC %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speedup</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1× (confidence interval %2–%3)</source>
        <translation>%1× (intervalo de confianza %2–%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples</source>
        <translation>Muestras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CI half-width</source>
        <translation>Semiancho del IC</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>CUPTI cross-check</source>
        <translation>Contraste con CUPTI</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>event / kernel time: reference %1, candidate %2</source>
        <translation>tiempo de eventos / de kernel: referencia %1, candidato %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>unavailable: %1</source>
        <translation>no disponible: %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Phases</source>
        <translation>Fases</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Compile</source>
        <translation>Compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC time</source>
        <translation>Tiempo de NVRTC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registers</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per thread</source>
        <translation>%1 por hilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spills</source>
        <translation>Desbordamientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stored, %2 loaded</source>
        <translation>%1 escritos, %2 leídos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static shared memory</source>
        <translation>Memoria compartida estática</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 registers, NVRTC %2</source>
        <translation>%1 registros, NVRTC %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2% (%3 blocks/SM, %4 waves)</source>
        <translation>%1: %2% (%3 bloques/SM, %4 oleadas)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 (%3 blocks/SM, limited by %4; computed for %5)</source>
        <translation>%1: %2 (%3 bloques/SM, limitado por %4; calculado para %5)</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Theoretical occupancy</source>
        <translation>Ocupación teórica</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspicion</source>
        <translation>Sospecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmation</source>
        <translation>Confirmación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (second S %2×)</source>
        <translation>%1 (segunda S %2×)</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Compiler log</source>
        <translation>Registro del compilador</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>GPU before timing</source>
        <translation>GPU antes de la medición de tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU after timing</source>
        <translation>GPU después de la medición de tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Throttling</source>
        <translation>Limitación de reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>Relojes</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Short kernel</source>
        <translation>Kernel corto</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPU state</source>
        <translation>Estado de la GPU</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>timed in batches of %1 launches, each on its own buffers</source>
        <translation>medido en lotes de %1 lanzamientos, cada uno con sus propios búferes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SM %1 MHz, memory %2 MHz, %3 °C, %4 W</source>
        <translation>SM %1 MHz, memoria %2 MHz, %3 °C, %4 W</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; clock reasons: %1</source>
        <translation>; motivos del reloj: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first timing ran throttled; timed again, unthrottled</source>
        <translation>la primera medición se hizo con la GPU limitada; se repitió sin limitación</translation>
    </message>
</context>
<context>
    <name>CandidateTablePanel</name>
    <message>
        <location filename="../ui/session/CandidateTablePanel.cpp" line="+123"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All states</source>
        <translation>Todos los estados</translation>
    </message>
</context>
<context>
    <name>ClusterPanel</name>
    <message>
        <location filename="../ui/session/ClusterPanel.cpp" line="+257"/>
        <source>This session replays recorded measurements (backend: %1); it has no cluster.</source>
        <translation>Esta sesión reproduce mediciones registradas (backend: %1); no tiene clúster.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This session measures on this machine (backend: %1); it has no cluster.</source>
        <translation>Esta sesión mide en esta máquina (backend: %1); no tiene clúster.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler: %1 · %2</source>
        <translation>Planificador: %1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profile %1</source>
        <translation>perfil %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot measure now: %1</source>
        <translation>No se puede medir ahora: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pending · %2 running</source>
        <translation>%1 en espera · %2 en ejecución</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no job has started)</source>
        <translation>— (ningún trabajo ha empezado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>— (no worker has started)</source>
        <translation>— (ningún worker ha arrancado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done · %2 per minute over the last 5 minutes · %3 per minute overall</source>
        <translation>%1 hechas · %2 por minuto en los últimos 5 minutos · %3 por minuto en total</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (each run again in another allocation)</source>
        <translation>%1 (cada uno se repite en otra asignación)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no job is running)</source>
        <translation>— (ningún trabajo en ejecución)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler jobs: %1</source>
        <translation>Trabajos del planificador: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events: %1</source>
        <translation>Eventos: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ended at %1</source>
        <translation>terminó a las %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Controller: up</source>
        <translation>Controlador: disponible</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Controller: unreachable for %1 s: %2</source>
        <translation>Controlador: inalcanzable desde hace %1 s: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>submitted</source>
        <translation>enviado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pending</source>
        <translation>en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>controller</source>
        <translation>controlador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation>reenviado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker</source>
        <translation>worker</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Jobs:</source>
        <translation>Trabajos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocations submitted:</source>
        <translation>Asignaciones enviadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in use:</source>
        <translation>GPU en uso:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers up:</source>
        <translation>Workers activos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean queue wait:</source>
        <translation>Espera media en cola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean worker start:</source>
        <translation>Arranque medio de worker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements:</source>
        <translation>Mediciones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost with their machine:</source>
        <translation>Perdidos con su máquina:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:</source>
        <translation>Nodos:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node</source>
        <translation>Nodo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waited</source>
        <translation>Esperó</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ran</source>
        <translation>Ejecutó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time in the queue, from submission to running</source>
        <translation>Tiempo en la cola, del envío a la ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time since it started running (until it ended)</source>
        <translation>Tiempo desde que empezó a ejecutarse (hasta que terminó)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes and seconds since the session&apos;s backend started</source>
        <translation>Minutos y segundos desde que arrancó el backend de la sesión</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <location filename="../core/base/CoreMessages.cpp" line="+27"/>
        <source>%1, %2</source>
        <extracomment>Joins the items of a list: &quot;trust region (radius 2), thompson&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>initial design: %1 configurations spread over the space</source>
        <extracomment>%1: a number of configurations.</extracomment>
        <translation>diseño inicial: %1 configuraciones repartidas por el espacio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measuring %1: chosen by %2</source>
        <extracomment>%1: a configuration or a candidate id; %2: the search arms that chose it.</extracomment>
        <translation>midiendo %1: elegido por %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measuring %1 and %2 more: chosen by %3</source>
        <translation>midiendo %1 y %2 más: elegidos por %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trust region (radius %1)</source>
        <translation>región de confianza (radio %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thompson</source>
        <extracomment>The Thompson sampling arm of the model search.</extracomment>
        <translation>muestreo de Thompson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected improvement</source>
        <translation>mejora esperada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measurement budget %1</source>
        <translation>presupuesto de mediciones: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deferred candidates accepted on forecast: no measurement budget left</source>
        <translation>%1 candidatos diferidos aceptados por predicción: no queda presupuesto de mediciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 has no unexplored neighbour left: nothing to expand from it</source>
        <translation>#%1 no tiene vecinos sin explorar: no hay nada que expandir desde él</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>override %1 on %2</source>
        <extracomment>%1: the override (measure, accept, exclude); %2: a configuration or a candidate id.</extracomment>
        <translation>acción manual «%1» sobre %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measure</source>
        <translation>medir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accept</source>
        <translation>aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exclude</source>
        <translation>excluir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new candidate refused: %1: %2</source>
        <extracomment>%1: the field refused (&quot;source&quot;, &quot;launches[0].kernel&quot;); %2: why.</extracomment>
        <translation>candidato nuevo rechazado: %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no forecast for the added candidate: %1</source>
        <translation>sin predicción para el candidato añadido: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added by the engineer as a child of #%1; measuring next</source>
        <translation>añadido por el ingeniero como hijo de #%1; se mide a continuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; the run ends once the %2 candidate(s) waiting are measured</source>
        <extracomment>%1: why the run ends (an LLM cap); %2: a number of candidates.</extracomment>
        <translation>%1; la ejecución termina cuando se midan los %2 candidatos en espera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2; strategy %3</source>
        <extracomment>%1: the reference; %2: its configuration or id; %3: the strategy&apos;s option name (model, puct).</extracomment>
        <translation>%1; %2; estrategia %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2; strategy %3; %4</source>
        <extracomment>As &quot;%1; %2; strategy %3&quot;, with %4: what the session was started with (its prior).</extracomment>
        <translation>%1; %2; estrategia %3; %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference: %1 reference.cu</source>
        <extracomment>%1: the problem&apos;s name.</extracomment>
        <translation>referencia: reference.cu de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference: the problem&apos;s plain reference kernel (%1 ms)</source>
        <translation>referencia: el kernel de referencia simple del problema (%1 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference: first valid configuration in file order (%1)</source>
        <extracomment>%1: where the record is in the file (&quot;results[12]&quot;, &quot;record 12 of the cache&quot;).</extracomment>
        <translation>referencia: primera configuración válida en el orden del archivo (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference: named configuration (%1)</source>
        <translation>referencia: configuración indicada (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record %1 of the cache</source>
        <translation>registro %1 de la caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resumed with %1 candidates, %2 measurements, %3 waiting</source>
        <translation>reanudada con %1 candidatos, %2 mediciones, %3 en espera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not measured, back in the queue: %2</source>
        <extracomment>%1: a configuration or a candidate id; %2: why the machine could not measure.</extracomment>
        <translation>%1: sin medir, de vuelta en la cola: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3</source>
        <extracomment>%1: a configuration or a candidate id; %2: the failure (compile_error, ...); %3: its reason.</extracomment>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile_error</source>
        <translation>error de compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_result</source>
        <translation>resultado incorrecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime_error</source>
        <translation>error de ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeout</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crash</source>
        <translation>caída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid</source>
        <translation>no válido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: S = %2 (bin %3)</source>
        <extracomment>%1: a configuration or a candidate id; %2: the measured speedup S; %3: its bin (1-8).</extracomment>
        <translation>%1: S = %2 (clase %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: S = %2 (bin %3), forecast bin %4 at %5</source>
        <extracomment>As &quot;%1: S = %2 (bin %3)&quot;, with %4: the forecast&apos;s bin and %5: its confidence.</extracomment>
        <translation>%1: S = %2 (clase %3), clase predicha %4 con confianza %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discovery moment: #%1 -&gt; #%2 gains x%3</source>
        <extracomment>%1: the parent&apos;s id; %2: the child&apos;s id; %3: the ratio of their speedups.</extracomment>
        <translation>momento de descubrimiento: #%1 -&gt; #%2 gana x%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deferral threshold %1: %2 accepted candidate(s) now deferred, %3 deferred candidate(s) now accepted; %4 waiting for measurement</source>
        <translation>umbral de diferimiento %1: %2 candidatos aceptados pasan a diferidos, %3 diferidos pasan a aceptados; %4 en espera de medición</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the surrogate retrained on %1 measurements: %2 accepted candidate(s) deferred again, %3 deferred candidate(s) now accepted</source>
        <translation>el modelo sustituto se reentrenó con %1 mediciones: %2 candidatos aceptados vuelven a diferirse, %3 diferidos pasan a aceptados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>prior set aside: it lacks %1, which this session varies; the search relies on its own measurements</source>
        <extracomment>%1: the parameters the prior lacks.</extracomment>
        <translation>distribución a priori descartada: le falta %1, que esta sesión varía; la búsqueda se basa en sus propias mediciones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior set aside: it lacks %1, which this session varies; used only until the session has its own</source>
        <translation>distribución a priori descartada: le falta %1, que esta sesión varía; solo se usa hasta que la sesión tenga las suyas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior weight %1: the prior ranks this GPU&apos;s measurements well</source>
        <extracomment>%1: the prior&apos;s weight (0 to 1).</extracomment>
        <translation>peso de la distribución a priori %1: ordena bien las mediciones de esta GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prior weight %1: the prior ranks this GPU&apos;s measurements fairly</source>
        <translation>peso de la distribución a priori %1: ordena aceptablemente las mediciones de esta GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prior weight %1: the prior ranks this GPU&apos;s measurements poorly; set aside, the search relies on its own</source>
        <translation>peso de la distribución a priori %1: ordena mal las mediciones de esta GPU; descartada, la búsqueda se basa en las suyas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior weight %1: too few measurements to check the prior yet (%2)</source>
        <translation>peso de la distribución a priori %1: aún hay muy pocas mediciones para comprobarla (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (rank correlation %2 over %3 measurements)</source>
        <extracomment>%1: what is said of the prior; %2: a rank correlation; %3: a number of measurements.</extracomment>
        <translation>%1 (correlación de rangos %2 sobre %3 mediciones)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped on request</source>
        <translation>detenida a petición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 backend cannot measure: %2</source>
        <extracomment>%1: the backend&apos;s name (replay, cuda, slurm); %2: why.</extracomment>
        <translation>el backend %1 no puede medir: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 backend lost %2 batches in a row: %3</source>
        <extracomment>%1: the backend&apos;s name; %2: a number of batches; %3: why the last one came back unmeasured.</extracomment>
        <translation>el backend %1 perdió %2 lotes seguidos: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the added candidate is measured</source>
        <translation>el candidato añadido está medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the added candidates are measured</source>
        <translation>los candidatos añadidos están medidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wall-time budget used (%1 s)</source>
        <translation>presupuesto de tiempo agotado (%1 s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measurement budget used (%1)</source>
        <translation>presupuesto de mediciones agotado (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate budget used (%1)</source>
        <translation>presupuesto de candidatos agotado (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>candidate budget used (%1) and every candidate measured</source>
        <translation>presupuesto de candidatos agotado (%1) y todos los candidatos medidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search space exhausted: no node left to expand</source>
        <translation>espacio de búsqueda agotado: no queda ningún nodo que expandir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>search space exhausted: every valid configuration was measured</source>
        <translation>espacio de búsqueda agotado: se midieron todas las configuraciones válidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM request cap reached: %1 of %2 requests</source>
        <translation>límite de solicitudes al LLM alcanzado: %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM token cap reached: %1 of %2 tokens</source>
        <translation>límite de tokens del LLM alcanzado: %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>search space exhausted: every configuration of the space is in the session</source>
        <translation>espacio de búsqueda agotado: todas las configuraciones del espacio están en la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LLM proposed nothing new in %1 replies</source>
        <translation>el LLM no propuso nada nuevo en %1 respuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object in the reply</source>
        <translation>la respuesta no contiene ningún objeto JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object with &quot;source&quot; and &quot;launches&quot; in the reply</source>
        <translation>la respuesta no contiene ningún objeto JSON con &quot;source&quot; y &quot;launches&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object with &quot;parameters&quot; in the reply</source>
        <translation>la respuesta no contiene ningún objeto JSON con &quot;parameters&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;source&quot; is missing or empty</source>
        <translation>falta &quot;source&quot; o está vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the source defines no __global__ kernel</source>
        <translation>el código fuente no define ningún kernel __global__</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;launches&quot; is missing</source>
        <translation>falta &quot;launches&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>launch plan: %1</source>
        <extracomment>%1: what is wrong with the launch plan (from the problem loader, in English).</extracomment>
        <translation>plan de lanzamiento: %1</translation>
    </message>
    <message>
        <source>vendor baseline %1 (%2): %3 ms, S %4 over the reference</source>
        <extracomment>%1: the library (cuBLAS), %2: its call in one line, %3: its time in ms, %4: its speedup over the reference.</extracomment>
        <translation>línea base del fabricante %1 (%2): %3 ms, S %4 sobre la referencia</translation>
    </message>
    <message>
        <source>vendor baseline %1 not timed, the session goes on without it: %2</source>
        <extracomment>%1: the library (cuBLAS), %2: why it was not timed (in English).</extracomment>
        <translation>línea base del fabricante %1 sin medir; la sesión sigue sin ella: %2</translation>
    </message>
    <message>
        <source>template: %1</source>
        <extracomment>%1: what is wrong with an LLM-written template (in English).</extracomment>
        <translation>plantilla: %1</translation>
    </message>
    <message>
        <source>%1: only the CUDA toolkit's headers may be included, as &lt;name&gt;</source>
        <extracomment>%1: the include directive as written, with its line.</extracomment>
        <translation>%1: solo se pueden incluir las cabeceras del toolkit de CUDA, como &lt;nombre&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the launch plan is empty</source>
        <translation>el plan de lanzamiento está vacío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel &apos;%1&apos; of the launch plan is not a __global__ function of the source</source>
        <translation>el kernel «%1» del plan de lanzamiento no es una función __global__ del código fuente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation>parámetro desconocido «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; is missing</source>
        <translation>falta el parámetro «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; is not a number: &apos;%2&apos;</source>
        <translation>el parámetro «%1» no es un número: «%2»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; is not a number</source>
        <translation>el parámetro «%1» no es un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; = %2 is not one of its values</source>
        <translation>el parámetro «%1» = %2 no es uno de sus valores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the reply was cut off at its token budget)</source>
        <extracomment>%1: why the reply was rejected.</extracomment>
        <translation>%1 (la respuesta se cortó al agotar su presupuesto de tokens)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>configuration %1 is outside the search space (restrictions: %2)</source>
        <translation>la configuración %1 está fuera del espacio de búsqueda (restricciones: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reply did not follow the schema</source>
        <translation>la respuesta no siguió el esquema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LLM&apos;s reply is not a usable candidate: %1</source>
        <translation>la respuesta del LLM no es un candidato utilizable: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not forecast: the generator&apos;s reply was rejected (%1)</source>
        <translation>sin predicción: se rechazó la respuesta del generador (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is missing</source>
        <translation>falta la clase %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is not a finite number</source>
        <translation>la clase %1 no es un número finito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is negative (%2)</source>
        <translation>la clase %1 es negativa (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the probabilities sum to zero</source>
        <translation>las probabilidades suman cero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the answer is not a JSON object</source>
        <translation>la contestación no es un objeto JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no probabilities in the answer</source>
        <translation>la contestación no contiene probabilidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected 8 probabilities, got %1</source>
        <translation>se esperaban 8 probabilidades y llegaron %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is not a number</source>
        <translation>la clase %1 no es un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; among the probabilities</source>
        <translation>clave desconocida «%1» entre las probabilidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty answer</source>
        <translation>contestación vacía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object with probabilities in the answer</source>
        <translation>la contestación no contiene ningún objeto JSON con probabilidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parse failure: %1</source>
        <translation>fallo de lectura: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no usable answer</source>
        <translation>ninguna contestación utilizable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (no content)</source>
        <translation>%1 (sin contenido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parse failure: unusable reply (%1)</source>
        <translation>fallo de lectura: respuesta inutilizable (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reply: %1: %2</source>
        <extracomment>%1: the kind of error (transport, timeout, http, protocol, cancelled); %2: the error.</extracomment>
        <translation>sin respuesta: %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no forecast: %1: %2</source>
        <translation>sin predicción: %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both members abstained; llm: %1; features: %2</source>
        <extracomment>%1: why the LLM abstained; %2: why the features model abstained.</extracomment>
        <translation>ambos miembros se abstuvieron; llm: %1; características: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the backend reported an unusable %1 (not finite and positive)</source>
        <extracomment>%1: the value (&quot;speedup 0.000000&quot;, &quot;times 1.2 / nan ms&quot;).</extracomment>
        <translation>el backend informó de un valor inutilizable: %1 (no es finito y positivo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup %1</source>
        <translation>aceleración %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup interval [%1, %2]</source>
        <translation>intervalo de aceleración [%1, %2]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>times %1 / %2 ms</source>
        <translation>tiempos %1 / %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>configuration not in the recorded search space</source>
        <translation>configuración fuera del espacio de búsqueda registrado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 recorded in the Kernel Tuner cache</source>
        <extracomment>%1: Kernel Tuner&apos;s name of the failure (CompilationFailedConfig, RuntimeFailedConfig, ...).</extracomment>
        <translation>%1 registrado en la caché de Kernel Tuner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failure recorded in the dataset</source>
        <extracomment>%1: the dataset&apos;s name of the failure (compile, runtime, ...).</extracomment>
        <translation>fallo %1 registrado en el conjunto de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did not compile (KernelBench record)</source>
        <translation>no compiló (registro de KernelBench)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incorrect output (KernelBench record)</source>
        <translation>salida incorrecta (registro de KernelBench)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no speedup recorded (KernelBench record)</source>
        <translation>sin aceleración registrada (registro de KernelBench)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no candidate code (generation failed)</source>
        <translation>sin código del candidato (falló la generación)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no speedup recorded over this baseline (CUDA-L1 record)</source>
        <translation>sin aceleración registrada frente a esta referencia (registro de CUDA-L1)</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <location filename="../ui/base/DecisionText.cpp" line="+24"/>
        <source>confidence %1 &lt; threshold %2</source>
        <translation>confianza %1 &lt; umbral %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confidence %1 ≥ threshold %2</source>
        <translation>confianza %1 ≥ umbral %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>from the point estimate %1</source>
        <translation>según la estimación puntual %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the bin probabilities</source>
        <translation>según las probabilidades de las clases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confidence %1 ≥ threshold %2, but P(S &gt; %3, the best measured then) = %4 ≥ %5, %6</source>
        <translation>confianza %1 ≥ umbral %2, pero P(S &gt; %3, la mejor medida entonces) = %4 ≥ %5, %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>confidence %1 ≥ threshold %2, and P(S &gt; %3, the best measured then) = %4 &lt; %5, %6</source>
        <translation>confianza %1 ≥ umbral %2, y P(S &gt; %3, la mejor medida entonces) = %4 &lt; %5, %6</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Each forecast candidate, in this order:</source>
        <translation>Cada candidato con predicción, en este orden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The surrogate abstained: measured (%1).</source>
        <translation>1. El modelo sustituto se abstuvo: se mide (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Confidence below %1: measured (%2).</source>
        <translation>2. Confianza por debajo de %1: se mide (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Confidence at or above %1, but P(S &gt; %2, the best measured) ≥ %3: measured (%4).</source>
        <translation>3. Confianza igual o superior a %1, pero P(S &gt; %2, la mejor medida) ≥ %3: se mide (%4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4. Otherwise: accepted on forecast (%1).</source>
        <translation>4. En otro caso: se acepta por predicción (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the budget used up, what would be measured is accepted (%1).</source>
        <translation>Con el presupuesto agotado, lo que se mediría se acepta (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always measured: the reference (%1), the model search&apos;s own picks (%2), measure-all sessions (%3), &quot;Measure now&quot; (%4). &quot;Accept forecast&quot; and &quot;Exclude&quot; are obeyed too.</source>
        <translation>Siempre se miden: la referencia (%1), las elecciones propias de la búsqueda basada en modelo (%2), las sesiones measure-all (%3) y «Medir ahora» (%4). «Aceptar predicción» y «Excluir» también se respetan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>undecided: not forecast yet</source>
        <translation>sin decidir: aún sin predicción</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: accepted on forecast.</source>
        <translation>%1: aceptado por predicción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: measured.</source>
        <translation>%1: se mide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: measured, it may beat the best.</source>
        <translation>%1: se mide, puede superar a la mejor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No measurement budget was left: accepted on forecast.</source>
        <translation>No quedaba presupuesto de mediciones: aceptado por predicción.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No measurement budget was left: accepted on forecast, where the rule said measure (%1).</source>
        <translation>No quedaba presupuesto de mediciones: aceptado por predicción, aunque la regla decía medir (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No measurement budget was left: accepted on forecast (%1).</source>
        <translation>No quedaba presupuesto de mediciones: aceptado por predicción (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen by the model search (its initial design, or what it expects to learn most from): measured whatever the forecast says.</source>
        <translation>Elegido por la búsqueda basada en modelo (su diseño inicial, o lo que espera que más le enseñe): se mide diga lo que diga la predicción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen by the model search to be measured; when it was chosen, the rule alone would have accepted it (%1).</source>
        <translation>Elegido por la búsqueda basada en modelo para medirlo; cuando se eligió, la regla por sí sola lo habría aceptado (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engineer accepted the forecast (override): the rule was not applied.</source>
        <translation>El ingeniero aceptó la predicción (acción manual): no se aplicó la regla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engineer excluded it (override).</source>
        <translation>El ingeniero lo excluyó (acción manual).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engineer asked to measure it now (override): queued first for measurement.</source>
        <translation>El ingeniero pidió medirlo ahora (acción manual): primero en la cola de medición.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reference is always measured, first.</source>
        <translation>La referencia siempre se mide, la primera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No forecast to judge (the measure-all baseline measures every candidate): measured.</source>
        <translation>No hay predicción que juzgar (la línea base measure-all mide todos los candidatos): se mide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The surrogate gave no usable forecast (an abstention): measured.</source>
        <translation>El modelo sustituto no dio una predicción utilizable (una abstención): se mide.</translation>
    </message>
</context>
<context>
    <name>DeferralPanel</name>
    <message>
        <location filename="../ui/session/DeferralPanel.cpp" line="+166"/>
        <source>Candidates whose forecast confidence is below the threshold are measured</source>
        <translation>Se miden los candidatos cuya confianza de predicción está por debajo del umbral</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Deferral threshold: %1 (requested)</source>
        <translation>Umbral de diferimiento: %1 (solicitado)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+96"/>
        <source>Deferral threshold: %1</source>
        <translation>Umbral de diferimiento: %1</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Session coverage: no forecast yet.</source>
        <translation>Cobertura de la sesión: aún sin predicciones.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session coverage: %1% (%2 of %3 forecast candidates accepted on forecast, %4 of them because the budget was used).</source>
        <translation>Cobertura de la sesión: %1% (%2 de %3 candidatos con predicción aceptados por predicción, %4 de ellos por agotarse el presupuesto).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Session coverage: %1% (%2 of %3 forecast candidates accepted on forecast).</source>
        <translation>Cobertura de la sesión: %1% (%2 de %3 candidatos con predicción aceptados por predicción).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Curve at %1, over the %2 forecasts later measured: coverage %3% (%4 reach the threshold), risk %5.</source>
        <translation>Curva en %1, sobre las %2 predicciones medidas después: cobertura %3% (%4 alcanzan el umbral), riesgo %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Curve at %1, over the %2 forecasts later measured: coverage 0% (none reaches the threshold), no risk to show.</source>
        <translation>Curva en %1, sobre las %2 predicciones medidas después: cobertura 0% (ninguna alcanza el umbral), sin riesgo que mostrar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU measurements used: %1 of %2.</source>
        <translation>Mediciones de GPU usadas: %1 de %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Session coverage: the share of this session&apos;s forecast candidates accepted on forecast (not measured), as docs/design.md defines coverage. The curve&apos;s coverage is the share of the forecasts later measured whose confidence reaches the threshold; those are mostly the candidates deferred for low confidence, so it is lower.</source>
        <translation>Cobertura de la sesión: la proporción de los candidatos con predicción de esta sesión aceptados por predicción (sin medir), como define la cobertura docs/design.md. La cobertura de la curva es la proporción de las predicciones medidas después cuya confianza alcanza el umbral; son sobre todo candidatos diferidos por baja confianza, así que es menor.</translation>
    </message>
</context>
<context>
    <name>DiagnosisPanel</name>
    <message>
        <location filename="../ui/session/DiagnosisPanel.cpp" line="+74"/>
        <source>Select a candidate to see its diagnoses.</source>
        <translation>Seleccione un candidato para ver sus diagnósticos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: not measured; diagnoses come with a measurement.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: sin medir; los diagnósticos llegan con una medición.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: the measurement failed; its reason is in the Forecast panel.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: la medición falló; el motivo está en el panel Pronóstico.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counters: %1 replay passes, %2 ms of profiling</source>
        <translation>Contadores: %1 pasadas de repetición, %2 ms de perfilado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No report from the backend: nothing to diagnose.</source>
        <translation>Sin informe del backend: nada que diagnosticar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not profiled: findings from nominal rates, the ptxas report and launch geometry.</source>
        <translation>Sin perfilar: hallazgos a partir de las tasas nominales, el informe de ptxas y la geometría de lanzamiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters unavailable: %1</source>
        <translation>Contadores no disponibles: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Energy: %1 J/launch at %2 W average</source>
        <translation>Energía: %1 J/lanzamiento a %2 W de media</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (%1–%2 over %3 repeats)</source>
        <translation> (%1–%2 en %3 repeticiones)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (spread %1%)</source>
        <translation> (dispersión %1%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; reference %1 J/launch at %2 W</source>
        <translation>; referencia %1 J/lanzamiento a %2 W</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Energy: %1 J/launch</source>
        <translation>Energía: %1 J/lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; reference %1 J/launch</source>
        <translation>; referencia %1 J/lanzamiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy unavailable: %1</source>
        <translation>Energía no disponible: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: nothing to report.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: nada que señalar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: one finding</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: un hallazgo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: %2 findings, largest estimated gain first</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: %2 hallazgos, mayor ganancia estimada primero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, est. gain %2%</source>
        <translation>%1, ganancia est. %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high</source>
        <translation>alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low</source>
        <translation>baja</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <location filename="../ui/kernel/DiffView.cpp" line="+119"/>
        <source>Against:</source>
        <translation>Comparar con:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parent</source>
        <translation>padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate</source>
        <translation>candidato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the left side shows: the parent, the reference or the candidate with the id beside</source>
        <translation>Lo que muestra el lado izquierdo: el padre, la referencia o el candidato con el id de al lado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unified</source>
        <translation>Unificado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auto shows the two sides next to each other while each has room for %1 characters, and one unified column when the dock is narrower</source>
        <translation>Auto muestra los dos lados uno junto al otro mientras cada uno tenga sitio para %1 caracteres, y una sola columna unificada cuando el panel es más estrecho</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold unchanged</source>
        <translation>Plegar lo no cambiado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide long runs of unchanged lines, keeping three lines around each change</source>
        <translation>Oculta los tramos largos de líneas sin cambios y deja tres líneas alrededor de cada cambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy patch</source>
        <translation>Copiar parche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the diff as a unified patch (diff -u) to the clipboard</source>
        <translation>Copia las diferencias como parche unificado (diff -u) al portapapeles</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Auto: side by side</source>
        <translation>Auto: lado a lado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Auto: unified</source>
        <translation>Auto: unificado</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S %1 → %2</source>
        <translation>S %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not compared</source>
        <translation>sin comparar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>identical sources</source>
        <translation>códigos idénticos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 −%2 lines</source>
        <translation>+%1 −%2 líneas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⋯ %1 unchanged lines</source>
        <translation>⋯ %1 líneas sin cambios</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No diff: %1</source>
        <translation>No se comparó: %1</translation>
    </message>
</context>
<context>
    <name>DiscoveryPanel</name>
    <message>
        <location filename="../ui/session/DiscoveryPanel.cpp" line="+80"/>
        <source>A measured child at least this many times faster than its measured parent is a discovery moment</source>
        <translation>Un hijo medido al menos tantas veces más rápido que su padre medido es un momento de descubrimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent</source>
        <translation>Padre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Child</source>
        <translation>Hijo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S parent</source>
        <translation>S padre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S child</source>
        <translation>S hijo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ratio</source>
        <translation>Cociente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameter change</source>
        <translation>Cambio de parámetros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click or press Enter to select the child and see what changed against its parent</source>
        <translation>Doble clic o Intro para seleccionar el hijo y ver qué cambió respecto a su padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>δ (S child / S parent) ≥</source>
        <translation>δ (S hijo / S padre) ≥</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>(source change)</source>
        <translation>(cambio en el código fuente)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n discovery moment(s)</source>
        <translation>
            <numerusform>%n momento de descubrimiento</numerusform>
            <numerusform>%n momentos de descubrimiento</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <location filename="../ui/base/DisplayNames.cpp" line="+9"/>
        <source>accept</source>
        <translation>aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defer</source>
        <translation>diferir</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <source>exclude</source>
        <translation>excluir</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>threshold</source>
        <translation>umbral</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>may beat the best</source>
        <translation>puede superar al mejor</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>override</source>
        <translation>acción manual</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>budget used</source>
        <translation>presupuesto agotado</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>measure-all baseline</source>
        <translation>línea base de medir todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+21"/>
        <source>no usable forecast</source>
        <translation>sin predicción utilizable</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>explore</source>
        <translation>explorar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confident, unlikely to beat the best</source>
        <translation>confiada, poco probable que supere a la mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low confidence</source>
        <translation>confianza baja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engineer&apos;s override</source>
        <translation>acción manual del ingeniero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measure-all, no forecast</source>
        <translation>measure-all, sin predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always measured first</source>
        <translation>siempre se mide primero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen to explore</source>
        <translation>elegido para explorar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>measure now</source>
        <translation>medir ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accept forecast</source>
        <translation>aceptar predicción</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ok</source>
        <translation>correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile error</source>
        <translation>error de compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong result</source>
        <translation>resultado incorrecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime error</source>
        <translation>error de ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeout</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crash</source>
        <translation>caída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid configuration</source>
        <translation>configuración no válida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MaxProb</source>
        <translation>MaxProb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NegEntropy</source>
        <translation>NegEntropy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-2 margin</source>
        <translation>margen top-2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tuner</source>
        <translation>afinador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>user</source>
        <translation>usuario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dataset</source>
        <translation>conjunto de datos</translation>
    </message>
</context>
<context>
    <name>EvaluationView</name>
    <message>
        <location filename="../ui/charts/EvaluationView.cpp" line="+32"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>fallidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CRPS</source>
        <translation>CRPS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NLL</source>
        <translation>NLL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exact</source>
        <translation>exacta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within one</source>
        <translation>a una clase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spearman ρ</source>
        <translation>ρ de Spearman</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ECE</source>
        <translation>ECE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AURC</source>
        <translation>AURC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@1%</source>
        <translation>rec@1%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@5%</source>
        <translation>rec@5%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rec@10%</source>
        <translation>rec@10%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@25%</source>
        <translation>rec@25%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@50%</source>
        <translation>rec@50%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (s)</source>
        <translation>tiempo (s)</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Datasets of measured candidates</source>
        <translation>Conjuntos de datos de candidatos medidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)</source>
        <translation>Conjuntos de datos (*.json *.json.gz *.jsonl *.jsonl.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name a dataset first (Browse…).</source>
        <translation>Indique primero un conjunto de datos (Examinar…).</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>The session has %n measured candidate(s); at least 2 are needed.</source>
        <translation>
            <numerusform>La sesión tiene %n candidato medido; se necesitan al menos 2.</numerusform>
            <numerusform>La sesión tiene %n candidatos medidos; se necesitan al menos 2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Evaluating…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluating: %1</source>
        <translation>Evaluando: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluation failed: %1</source>
        <translation>La evaluación falló: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 problem(s), %3 candidates (%4 measured); cross-validated by %5 (%6 folds, seed %7).</source>
        <translation>%1: %2 problema(s), %3 candidatos (%4 medidos); validación cruzada por %5 (%6 particiones, semilla %7).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fold</source>
        <translation>partición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>problem</source>
        <translation>problema</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Calibration of the features surrogate on held-out folds: ECE %1 before, %2 after; NLL %3 before, %4 after.</source>
        <translation>Calibración del sustituto features en particiones reservadas: ECE %1 antes, %2 después; NLL %3 antes, %4 después.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Dataset file(s): T4, Augur dataset or export, GPU Forecasters, CUDA-L1 or KernelBench records</source>
        <translation>Archivo(s) de datos: T4, conjunto o exportación de Augur, registros de GPU Forecasters, CUDA-L1 o KernelBench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: automatic</source>
        <translation>Partición: automática</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by fold</source>
        <translation>Partición: por partición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by problem</source>
        <translation>Partición: por problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by GPU</source>
        <translation>Partición: por GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>folds: </source>
        <translation>particiones: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate dataset</source>
        <translation>Evaluar conjunto de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate session</source>
        <translation>Evaluar sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the open session&apos;s forecasts as they were made, and cross-validate the surrogates on its measured candidates</source>
        <translation>Puntúa las predicciones de la sesión abierta tal como se hicieron y valida de forma cruzada los sustitutos con sus candidatos medidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surrogate shown in the charts and the per-problem table</source>
        <translation>Sustituto que se muestra en los gráficos y en la tabla por problema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a dataset and press Evaluate dataset, or evaluate the open session.</source>
        <translation>Elija un conjunto de datos y pulse Evaluar conjunto de datos, o evalúe la sesión abierta.</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ui/session/ForecastPanel.cpp" line="+94"/>
        <source>The surrogate&apos;s reasoning appears here.</source>
        <translation>Aquí aparece el razonamiento del modelo sustituto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters changed against the parent.</source>
        <translation>Parámetros modificados respecto al padre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence:</source>
        <translation>Confianza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most likely bin:</source>
        <translation>Clase más probable:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mode of the bin distribution: the bin with the highest probability</source>
        <translation>La moda de la distribución de clases: la clase de mayor probabilidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S:</source>
        <translation>S esperada:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point estimate:</source>
        <translation>Estimación puntual:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured S:</source>
        <translation>S medida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per run:</source>
        <translation>Tiempo por ejecución:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision:</source>
        <translation>Decisión:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule used:</source>
        <translation>Regla aplicada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The values the deferral rule compared for this candidate (the Deferral dock states the whole rule)</source>
        <translation>Los valores que la regla de diferimiento comparó para este candidato (el panel Diferimiento enuncia la regla completa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning:</source>
        <translation>Razonamiento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Differences from parent:</source>
        <translation>Diferencias con el padre:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>Seleccione un candidato en la tabla o en el árbol.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (decision: %2, %3)</source>
        <translation>%1 (decisión: %2, %3)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none: a prior has no prediction</source>
        <translation>ninguna: una distribución a priori no predice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1× (the prior&apos;s mean, not a prediction)</source>
        <translation>%1× (la media de la distribución a priori, no una predicción)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no usable forecast</source>
        <translation>sin predicción utilizable</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>The mean of the bin distribution: Σ p_k · m_k over the 8 bins, m_k the bin&apos;s geometric midpoint. The deferral rule does not use it.</source>
        <translation>La media de la distribución de clases: Σ p_k · m_k sobre las 8 clases, con m_k el punto medio geométrico de la clase. La regla de diferimiento no la usa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The surrogate&apos;s own estimate of S, finer than the bins (a regression on log2 S); the spread is its ensemble&apos;s, as a factor</source>
        <translation>La estimación de S del propio modelo sustituto, más fina que las clases (una regresión sobre log2 S); la dispersión es la de su conjunto, como factor</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>being forecast (an LLM forecast: the LLM dock shows its reasoning as it arrives)</source>
        <translation>predicción en curso (una predicción del LLM: el panel LLM muestra su razonamiento a medida que llega)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not forecast</source>
        <translation>sin predicción</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 (%2); no prediction yet: a wide prior (the surrogate had %n measurement(s) to learn from)</source>
        <translation>
            <numerusform>%1 (%2); aún sin predicción: una distribución a priori amplia (el sustituto tenía %n medición de la que aprender)</numerusform>
            <numerusform>%1 (%2); aún sin predicción: una distribución a priori amplia (el sustituto tenía %n mediciones de las que aprender)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not measured</source>
        <translation>sin medir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed: %1 %2</source>
        <translation>fallo: %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× [%2, %3] (bin %4: %5)</source>
        <translation>%1× [%2, %3] (clase %4: %5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1× (bin %2: %3)</source>
        <translation>%1× (clase %2: %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (IQR %2, %3 samples); reference %4</source>
        <translation>%1 (IQR %2, %3 muestras); referencia %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; reference %2 (as the dataset recorded them)</source>
        <translation>%1; referencia %2 (tal como los registró el conjunto de datos)</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>undecided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (%2, the most likely bin&apos;s probability)</source>
        <translation>%1 (%2, la probabilidad de la clase más probable)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1, %2: %3, p = %4</source>
        <translation>clase %1, %2: %3, p = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1× (mean over the bins)</source>
        <translation>%1× (media sobre las clases)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× (regression, spread ×/÷ %2)</source>
        <translation>%1× (regresión, dispersión ×/÷ %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× (regression)</source>
        <translation>%1× (regresión)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none: bin probabilities only</source>
        <translation>ninguna: solo probabilidades de clase</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>(root: no parent)</source>
        <translation>(raíz: sin padre)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>against #%1: no parameter change to list; the Kernel dock&apos;s Diff tab shows the source change</source>
        <translation>frente a #%1: ningún cambio de parámetro que listar; la pestaña Diferencias del panel Kernel muestra el cambio de código</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>against #%1:
</source>
        <translation>respecto a #%1:
</translation>
    </message>
</context>
<context>
    <name>JsonlExport</name>
    <message>
        <location filename="../ui/session/JsonlExport.cpp" line="+24"/>
        <source>the candidates do not form a tree: %1</source>
        <translation>los candidatos no forman un árbol: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>KernelPanel</name>
    <message>
        <location filename="../ui/kernel/KernelPanel.cpp" line="+45"/>
        <source>Source</source>
        <translation>Código fuente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diff</source>
        <translation>Diferencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SASS</source>
        <translation>SASS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The source as NVRTC compiles it, with the launch plan</source>
        <translation>El código tal como lo compila NVRTC, con el plan de lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What changed against the parent, the reference or another candidate</source>
        <translation>Qué cambió respecto al padre, la referencia u otro candidato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compile report and measurement of the candidate, and its PTX</source>
        <translation>Informe de compilación y medición del candidato, y su PTX</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source, PTX and SASS side by side, linked line by line, with registers and spills of each kernel</source>
        <translation>Código fuente, PTX y SASS lado a lado, enlazados línea a línea, con los registros y derrames de cada kernel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metrics</source>
        <translation>Métricas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two candidates&apos; metrics side by side: Compare&apos;s pair, or the baseline against the selection</source>
        <translation>Las métricas de dos candidatos lado a lado: el par de Comparar, o la línea base frente a la selección</translation>
    </message>
    <message>
        <location line="+158"/>
        <location line="+48"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>Seleccione un candidato en la tabla o en el árbol.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>against the pinned baseline</source>
        <translation>frente a la línea base fijada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair of Compare or of a discovery moment</source>
        <translation>el par de Comparar o de un momento de descubrimiento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>against the Diff tab&apos;s &quot;Against&quot; choice</source>
        <translation>frente a lo elegido en «Frente a» de la pestaña Diferencias</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 has nothing to compare with: pin a baseline, or choose one under the Diff tab&apos;s &quot;Against&quot;.</source>
        <translation>#%1 no tiene con qué compararse: fije una línea base o elija una en «Frente a» de la pestaña Diferencias.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No source to compile: %1</source>
        <translation>No hay código fuente que compilar: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <source>Select a candidate, or two in the table and Compare.</source>
        <translation>Seleccione un candidato, o dos en la tabla y Comparar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>#%1 has no parent: choose the reference or a candidate under &quot;Against&quot;.</source>
        <translation>#%1 no tiene padre: elija la referencia o un candidato en «Comparar con».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The session has no reference candidate.</source>
        <translation>La sesión no tiene candidato de referencia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no candidate #%1.</source>
        <translation>No existe el candidato #%1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No source to compare: %1</source>
        <translation>No hay código que comparar: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 (reference)</source>
        <translation>#%1 (referencia)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>KernelView</name>
    <message>
        <location filename="../ui/kernel/KernelView.cpp" line="+63"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grid</source>
        <translation>Malla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared bytes</source>
        <translation>Bytes compartidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The launch plan evaluated for this candidate: grid and block sizes, dynamic shared memory per block</source>
        <translation>El plan de lanzamiento evaluado para este candidato: tamaños de malla y de bloque, memoria compartida dinámica por bloque</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#%1: the reference source</source>
        <translation>#%1: el código de referencia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1: the template at %2</source>
        <translation>#%1: la plantilla en %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>#%1: free-form source (%2)</source>
        <translation>#%1: código libre (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#%1: no source</source>
        <translation>#%1: sin código fuente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No parameter changed against the parent</source>
        <translation>Ningún parámetro cambió respecto al padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed: %1 (their lines are marked)</source>
        <translation>Cambiado: %1 (sus líneas están marcadas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No source to show: %1</source>
        <translation>No hay código que mostrar: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No launch plan: the session&apos;s problem records none.</source>
        <translation>Sin plan de lanzamiento: el problema de la sesión no registra ninguno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch plan not evaluated: %1</source>
        <translation>Plan de lanzamiento no evaluado: %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../ui/settings/LanguageMenu.cpp" line="+12"/>
        <location line="+21"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>LayoutMenu</name>
    <message>
        <location filename="../ui/window/LayoutMenu.cpp" line="+29"/>
        <source>La&amp;yout</source>
        <translation>Dis&amp;posición</translation>
    </message>
</context>
<context>
    <name>LayoutPreset</name>
    <message>
        <location filename="../ui/window/LayoutPreset.cpp" line="+188"/>
        <source>&amp;Standard</source>
        <translation>&amp;Estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;earch: the tree largest</source>
        <translation>&amp;Búsqueda: el árbol más grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kernel: code across the window</source>
        <translation>&amp;Kernel: el código a lo ancho de la ventana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decisions: table, forecast and deferral</source>
        <translation>&amp;Decisiones: tabla, predicción y diferimiento</translation>
    </message>
</context>
<context>
    <name>LineageSummary</name>
    <message>
        <location filename="../ui/tree/LineageSummary.cpp" line="+23"/>
        <source>rejected: %1</source>
        <translation>rechazada: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>own kernel</source>
        <translation>kernel propio</translation>
    </message>
</context>
<context>
    <name>LineageTimelinePanel</name>
    <message>
        <location filename="../ui/tree/LineageTimelinePanel.cpp" line="+62"/>
        <source>Candidates by creation time (x) in one lane per origin; edges from parent to child; the selected candidate&apos;s lineage drawn thick. Labels: #id, speedup (~ a forecast), what changed.</source>
        <translation>Candidatos por momento de creación (x), un carril por origen; aristas de padre a hijo; el linaje del candidato seleccionado, en trazo grueso. Etiquetas: #id, aceleración (~ una predicción), qué cambió.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole session (the wheel zooms the time axis, a drag pans it)</source>
        <translation>Mostrar toda la sesión (la rueda amplía el eje de tiempo, arrastrar lo desplaza)</translation>
    </message>
</context>
<context>
    <name>LineageTimelineView</name>
    <message>
        <location filename="../ui/tree/LineageTimelineView.cpp" line="+209"/>
        <source>#%1 (%2): %3</source>
        <translation>#%1 (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>child of #%1</source>
        <translation>hijo de #%1</translation>
    </message>
</context>
<context>
    <name>LlmPanel</name>
    <message>
        <location filename="../ui/session/LlmPanel.cpp" line="+166"/>
        <source>This session uses no LLM (generator: %1, surrogate: %2). File &gt; New session… chooses an LLM generator or surrogate and its endpoint.</source>
        <translation>Esta sesión no usa ningún LLM (generador: %1, sustituto: %2). Archivo &gt; Nueva sesión… elige un generador o sustituto LLM y su endpoint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Endpoint %1: %2 at %3 (generator: %4, surrogate: %5)</source>
        <translation>Endpoint %1: %2 en %3 (generador: %4, sustituto: %5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 done, %2 in flight, %3 without a reply</source>
        <translation>%1 terminadas, %2 en curso, %3 sin respuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (HTTP attempts: %2; truncated replies: %3)</source>
        <translation>%1 (intentos HTTP: %2; respuestas truncadas: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (no request has finished)</source>
        <translation>— (ninguna solicitud ha terminado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean %1 ms · p50 %2 ms · p95 %3 ms · max %4 ms</source>
        <translation>media %1 ms · p50 %2 ms · p95 %3 ms · máx. %4 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in · %2 out (%3 of them reasoning)</source>
        <translation>%1 de entrada · %2 de salida (%3 de razonamiento)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at the profile&apos;s prices</source>
        <translation>%1 a los precios del perfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not priced: set price_input_per_mtok and price_output_per_mtok in the endpoint profile (docs/llm.md)</source>
        <translation>sin precio: defina price_input_per_mtok y price_output_per_mtok en el perfil del endpoint (docs/llm.md)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (no cap)</source>
        <translation>%1 (sin límite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>requests %1 · tokens %2</source>
        <translation>solicitudes %1 · tokens %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replies without an answer or rejected: %1</source>
        <translation>Respuestas sin contestar o rechazadas: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>child of #%1</source>
        <translation>hijo de #%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>generate</source>
        <translation>generar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecast</source>
        <translation>predicción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reply</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rejected</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select a candidate to read the reasoning of its forecast.</source>
        <translation>Seleccione un candidato para leer el razonamiento de su predicción.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning of #%1&apos;s forecast (arriving…)</source>
        <translation>Razonamiento de la predicción de #%1 (llegando…)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>answer</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning of #%1&apos;s forecast</source>
        <translation>Razonamiento de la predicción de #%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 has no forecast reasoning yet.</source>
        <translation>#%1 aún no tiene razonamiento de predicción.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Requests:</source>
        <translation>Solicitudes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retries:</source>
        <translation>Reintentos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency:</source>
        <translation>Latencia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost:</source>
        <translation>Coste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caps:</source>
        <translation>Límites:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candidate</source>
        <translation>Candidato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Request</source>
        <translation>Solicitud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>no forecast asked for yet</source>
        <translation>aún no se ha pedido ninguna predicción</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Generator:</source>
        <translation>Generador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forecasts:</source>
        <translation>Predicciones:</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>%1 new candidates from %2 requests</source>
        <translation>%1 candidatos nuevos de %2 solicitudes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 requests · %2 tokens</source>
        <translation>%1 solicitudes · %2 tokens</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 without an LLM forecast: the features model alone</source>
        <translation>%1 sin predicción del LLM: solo el modelo de características</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 without a forecast: measured, never accepted on it</source>
        <translation>%1 sin predicción: se miden, nunca se aceptan por ella</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Per new candidate:</source>
        <translation>Por candidato nuevo:</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>stopped asking</source>
        <translation>dejó de preguntar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 candidates · %2 requests each · at most %3 HTTP attempts</source>
        <translation>%1 candidatos · %2 solicitudes cada uno · como máximo %3 intentos HTTP</translation>
    </message>
</context>
<context>
    <name>LlmSettingsDialog</name>
    <message>
        <location filename="../ui/settings/LlmSettingsDialog.cpp" line="+61"/>
        <source>LLM endpoints and prompts</source>
        <translation>Endpoints y prompts del LLM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The endpoints file could not be read: %1</source>
        <translation>No se pudo leer el archivo de endpoints: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Endpoints</source>
        <translation>Endpoints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoints file: %1</source>
        <translation>Archivo de endpoints: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make default</source>
        <translation>Usar por defecto</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>optional: used by this process only, never saved</source>
        <translation>opcional: solo lo usa este proceso, nunca se guarda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stream replies (server-sent events)</source>
        <translation>Recibir respuestas en flujo (server-sent events)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key variable</source>
        <translation>Variable de la clave de API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Structured output</source>
        <translation>Salida estructurada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight</source>
        <translation>Peticiones simultáneas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect timeout</source>
        <translation>Tiempo de espera de conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle timeout (streams)</source>
        <translation>Tiempo de espera inactivo (flujos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout per attempt</source>
        <translation>Tiempo de espera por intento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max tokens</source>
        <translation>Máximo de tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasoning effort</source>
        <translation>Esfuerzo de razonamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast from</source>
        <translation>Predicción a partir de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra request fields</source>
        <translation>Campos adicionales de la petición</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revert to shipped</source>
        <translation>Volver a la versión incluida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Template</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No key is sent.</source>
        <translation>No se envía ninguna clave.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is set in the environment.</source>
        <translation>%1 está definida en el entorno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not set: type the key above, or set it before starting Augur.</source>
        <translation>%1 no está definida: escriba la clave arriba o defínala antes de iniciar Augur.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1: extra request fields must be a JSON object</source>
        <translation>%1: los campos adicionales de la petición deben ser un objeto JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two endpoints are called %1</source>
        <translation>Hay dos endpoints llamados %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The default endpoint</source>
        <translation>El endpoint por defecto</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Asking %1 …</source>
        <translation>Consultando %1…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Failed: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK: the server serves %1.</source>
        <translation>Correcto: el servidor ofrece %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reached, but %1 is not among its models: %2</source>
        <translation>Se alcanzó, pero %1 no está entre sus modelos: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Placeholders: %1</source>
        <translation>Marcadores: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+21"/>
        <source>In use: %1</source>
        <translation>En uso: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved to %1; new sessions use it.</source>
        <translation>Guardado en %1; las sesiones nuevas lo usan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>No se guardó: %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your copy was removed; the shipped template is in use.</source>
        <translation>Se eliminó su copia; se usa la plantilla incluida.</translation>
    </message>
</context>
<context>
    <name>LlmSettingsGroup</name>
    <message>
        <location filename="../ui/settings/LlmSettingsGroup.cpp" line="+23"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> replies</source>
        <translation> respuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The LLM generator stops asking after this many replies in a row that add no new candidate; the run then ends with that reason</source>
        <translation>El generador LLM deja de preguntar tras este número de respuestas seguidas que no añaden ningún candidato nuevo; la ejecución termina entonces con ese motivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tuner: configurations of the parameter space (tuner)</source>
        <translation>Tuner: configuraciones del espacio de parámetros (tuner)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM: the model writes candidates (llm)</source>
        <translation>LLM: el modelo escribe candidatos (llm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features: gradient-boosted model on the parameters and PTX (features)</source>
        <translation>Características: modelo de gradient boosting sobre los parámetros y el PTX (features)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM: the model forecasts each candidate&apos;s bins (llm)</source>
        <translation>LLM: el modelo predice las clases de cada candidato (llm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ensemble: the LLM&apos;s forecast pooled with the features model (ensemble)</source>
        <translation>Conjunto: la predicción del LLM combinada con el modelo de características (ensemble)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>no cap</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>LLM requests this run may begin; reaching the cap ends the run</source>
        <translation>Solicitudes al LLM que esta ejecución puede iniciar; alcanzar el límite termina la ejecución</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> thousand tokens</source>
        <translation> mil tokens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prompt and completion tokens this run may use, in thousands; reaching the cap ends the run</source>
        <translation>Tokens de prompt y de respuesta que esta ejecución puede usar, en miles; alcanzar el límite termina la ejecución</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit endpoints…</source>
        <translation>Editar endpoints…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Generator:</source>
        <translation>Generador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrogate:</source>
        <translation>Sustituto:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endpoint:</source>
        <translation>Endpoint:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cap on requests:</source>
        <translation>Límite de solicitudes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap on tokens:</source>
        <translation>Límite de tokens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop when nothing new in:</source>
        <translation>Parar si nada nuevo en:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No LLM endpoint profile: add one with Edit endpoints… (docs/llm.md), or choose the tuner generator and the features surrogate.</source>
        <translation>No hay perfil de endpoint LLM: añada uno con Editar endpoints… (docs/llm.md), o elija el generador tuner y el sustituto features.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>default (%1)</source>
        <translation>predeterminado (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no endpoint profile yet: Edit endpoints… adds one.</source>
        <translation>%1 aún no tiene perfiles de endpoint: Editar endpoints… añade uno.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="+483"/>
        <source>Evaluate surrogates…</source>
        <translation>Evaluar sustitutos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM endpoints and prompts…</source>
        <translation>Endpoints y prompts del LLM…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>Clúster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lineage</source>
        <translation>Linaje</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Candidate</source>
        <translation>&amp;Candidato</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>not saved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Augur — %1 (%2)</source>
        <translation>Augur — %1 (%2)</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast</source>
        <translation>Predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral</source>
        <translation>Diferimiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Discovery moments</source>
        <translation>Momentos de descubrimiento</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Calibration</source>
        <translation>Calibración</translation>
    </message>
    <message>
        <location line="+326"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>finished: %1</source>
        <translation>finalizado: %1</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Diagnosis</source>
        <translation>Diagnóstico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The session has finished: a new threshold would change no decision. Run &gt; Raise budget… continues it.</source>
        <translation>La sesión ha finalizado: un umbral nuevo no cambiaría ninguna decisión. Ejecutar &gt; Ampliar presupuesto… la continúa.</translation>
    </message>
</context>
<context>
    <name>MeasurementCostLabel</name>
    <message>
        <location filename="../ui/base/MeasurementCostLabel.cpp" line="+35"/>
        <source>Recorded measurements: %1/min per GPU, median %2 ms</source>
        <translation>Mediciones registradas: %1/min por GPU, mediana %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements: %1/min, median %2 ms</source>
        <translation>Mediciones: %1/min, mediana %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements: median %1 ms</source>
        <translation>Mediciones: mediana %1 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Median GPU time per measurement, over %n measurement(s) with phase times: %1 ms</source>
        <translation>
            <numerusform>Mediana del tiempo de GPU por medición, sobre %n medición con tiempos por fase: %1 ms</numerusform>
            <numerusform>Mediana del tiempo de GPU por medición, sobre %n mediciones con tiempos por fase: %1 ms</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compile %1 ms, correctness %2 ms, timing %3 ms, other %4 ms (set-up, profile, energy)</source>
        <translation>compilación %1 ms, corrección %2 ms, tiempos %3 ms, otros %4 ms (preparación, perfil, energía)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 measurements/min per GPU at that median (60,000 ms ÷ %2 ms)</source>
        <translation>%1 mediciones/min por GPU con esa mediana (60.000 ms ÷ %2 ms)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 measurements/min in this session: %n measurement(s) over %2 s of its wall time, the search between measurements included</source>
        <translation>
            <numerusform>%1 mediciones/min en esta sesión: %n medición en %2 s de su tiempo real, incluida la búsqueda entre mediciones</numerusform>
            <numerusform>%1 mediciones/min en esta sesión: %n mediciones en %2 s de su tiempo real, incluida la búsqueda entre mediciones</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phase times are those the dataset recorded; this session replays them.</source>
        <translation>Los tiempos por fase son los que registró el conjunto de datos; esta sesión los reproduce.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n measurement(s) without phase times left out.</source>
        <translation>
            <numerusform>%n medición sin tiempos por fase excluida.</numerusform>
            <numerusform>%n mediciones sin tiempos por fase excluidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MetricsDiffView</name>
    <message>
        <location filename="../ui/kernel/MetricsDiffView.cpp" line="+46"/>
        <source>Timing</source>
        <translation>Tiempos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compile (ptxas)</source>
        <translation>Compilación (ptxas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch and occupancy</source>
        <translation>Lanzamiento y ocupación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved rates</source>
        <translation>Tasas alcanzadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler counters</source>
        <translation>Contadores del perfilador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not measured: it has no metrics.</source>
        <translation>%1 no está medido: no tiene métricas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failed (%2): it has no metrics.</source>
        <translation>%1 falló (%2): no tiene métricas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: counters %2.</source>
        <translation>%1: contadores %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Diagnoses, B against A</source>
        <translation>Diagnósticos, B frente a A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None on either side.</source>
        <translation>Ninguno en ninguno de los dos lados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>added</source>
        <translation>añadido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on both</source>
        <translation>en ambos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>est. gain %1 → %2</source>
        <translation>ganancia est. %1 → %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Speedup over the reference</source>
        <translation>Aceleración sobre la referencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per run (median)</source>
        <translation>Tiempo por ejecución (mediana)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interquartile range of the time</source>
        <translation>Rango intercuartílico del tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference time per run</source>
        <translation>Tiempo de la referencia por ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed samples</source>
        <translation>Muestras cronometradas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registers per thread</source>
        <translation>Registros por hilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spilled bytes per thread</source>
        <translation>Bytes derramados por hilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack per thread</source>
        <translation>Pila por hilo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static shared memory per block</source>
        <translation>Memoria compartida estática por bloque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC time</source>
        <translation>Tiempo de NVRTC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theoretical occupancy (lowest kernel)</source>
        <translation>Ocupación teórica (el kernel más bajo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resident blocks per SM</source>
        <translation>Bloques residentes por SM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waves</source>
        <translation>Oleadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved bandwidth (nominal bytes)</source>
        <translation>Ancho de banda alcanzado (bytes nominales)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved FLOP rate (nominal FLOPs)</source>
        <translation>Tasa de FLOP alcanzada (FLOP nominales)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth, % of the DRAM roof</source>
        <translation>Ancho de banda, % del techo de DRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per launch</source>
        <translation>Energía por lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average power</source>
        <translation>Potencia media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gain over the reference</source>
        <translation>Ganancia de energía sobre la referencia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters: %1 %2, %3 %4.</source>
        <translation>Contadores: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Metric</source>
        <translation>Métrica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n counter(s) measured on one side only: no difference.</source>
        <translation>
            <numerusform>%n contador medido en un solo lado: sin diferencia.</numerusform>
            <numerusform>%n contadores medidos en un solo lado: sin diferencia.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select a candidate: its metrics appear beside its parent&apos;s, the baseline&apos;s, or those of the other candidate of Compare.</source>
        <translation>Seleccione un candidato: sus métricas aparecen junto a las de su padre, la línea base o el otro candidato de Comparar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A: #%1</source>
        <translation>A: #%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B: #%1</source>
        <translation>B: #%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#%1 (A) → #%2 (B), %3. Green: B better, red: B worse, where the two are told apart.</source>
        <translation>#%1 (A) → #%2 (B), %3. Verde: B mejor; rojo: B peor, donde ambos se distinguen.</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../ui/session/ParameterPanel.cpp" line="+183"/>
        <source>η² = %1: the share of the variance of log2 S among the %2 measured configurations that the %3 values of %4 explain on their own (one-way ANOVA). With no effect at all it would be about %5%6.</source>
        <translation>η² = %1: la proporción de la varianza de log2 S entre las %2 configuraciones medidas que explican por sí solos los %3 valores de %4 (ANOVA de un factor). Sin ningún efecto sería de alrededor de %5%6.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>: this parameter is not told apart from chance</source>
        <translation>: este parámetro no se distingue del azar</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 configurations: %2 measured, %3 forecast</source>
        <translation>%1 configuraciones: %2 medidas, %3 con predicción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; %1 failed (not drawn)</source>
        <translation>; %1 fallidas (no se dibujan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1 outside the space (the reference kernel or free-form sources)</source>
        <translation>; %1 fuera del espacio (el kernel de referencia o códigos fuente libres)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. η²: the share of the variance of log2 S that a parameter&apos;s values explain, over the measured configurations only.</source>
        <translation>. η²: la proporción de la varianza de log2 S que explican los valores de un parámetro, solo sobre las configuraciones medidas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Parameter</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>η²</source>
        <translation>η²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eta squared (one-way ANOVA): the share of the variance of log2 S among the measured configurations explained by this parameter&apos;s values alone. Marginal: with a restricted space or uneven sampling, parameters share variance and the values need not add up to 1.</source>
        <translation>Eta al cuadrado (ANOVA de un factor): la proporción de la varianza de log2 S entre las configuraciones medidas que explican solo los valores de este parámetro. Marginal: con un espacio restringido o un muestreo desigual, los parámetros comparten varianza y los valores no tienen por qué sumar 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select parameters to show only their strips; none selected shows all.</source>
        <translation>Seleccione parámetros para mostrar solo sus franjas; sin selección se muestran todas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This session&apos;s candidates are kernels, not configurations of a parameter space: there is no parameter to plot.</source>
        <translation>Los candidatos de esta sesión son kernels, no configuraciones de un espacio de parámetros: no hay ningún parámetro que representar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;span style=&apos;color:#1f77b4&apos;&gt;■&lt;/span&gt; measured &amp;nbsp; &lt;span style=&apos;color:#a0aec0&apos;&gt;■&lt;/span&gt; forecast (faded) &amp;nbsp; &lt;span style=&apos;color:#1f77b4&apos;&gt;▭&lt;/span&gt; quartiles of the measured, line at the median &amp;nbsp; &lt;span style=&apos;color:#e67800&apos;&gt;○&lt;/span&gt; best measured &amp;nbsp; &lt;span style=&apos;color:#0d47a1&apos;&gt;○&lt;/span&gt; selected</source>
        <translation>&lt;span style=&apos;color:#1f77b4&apos;&gt;■&lt;/span&gt; medido &amp;nbsp; &lt;span style=&apos;color:#a0aec0&apos;&gt;■&lt;/span&gt; predicción (atenuada) &amp;nbsp; &lt;span style=&apos;color:#1f77b4&apos;&gt;▭&lt;/span&gt; cuartiles de los medidos, línea en la mediana &amp;nbsp; &lt;span style=&apos;color:#e67800&apos;&gt;○&lt;/span&gt; mejor medido &amp;nbsp; &lt;span style=&apos;color:#0d47a1&apos;&gt;○&lt;/span&gt; seleccionado</translation>
    </message>
</context>
<context>
    <name>ParameterStripView</name>
    <message>
        <location filename="../ui/charts/ParameterStripView.cpp" line="+57"/>
        <source>Speedup against each parameter&apos;s values: measured candidates solid, forecasts faded; boxes span the quartiles of the measured speedups. Click a point to select its candidate.</source>
        <translation>Aceleración frente a los valores de cada parámetro: candidatos medidos en color sólido, predicciones atenuadas; las cajas abarcan los cuartiles de las aceleraciones medidas. Haga clic en un punto para seleccionar su candidato.</translation>
    </message>
    <message>
        <location line="+231"/>
        <source>No configuration with a speedup yet: points appear as candidates are measured or forecast.</source>
        <translation>Aún no hay configuraciones con aceleración: los puntos aparecen a medida que se miden o predicen candidatos.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>η² %1</source>
        <translation>η² %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <location filename="../ui/session/ProgressPanel.cpp" line="+130"/>
        <source>%1: another problem (%2), not overlaid</source>
        <translation>%1: otro problema (%2), no superpuesto</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Overlay sessions of the same problem</source>
        <translation>Superponer sesiones del mismo problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur sessions (*.augur);;All files (*)</source>
        <translation>Sesiones de Augur (*.augur);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Export the progress plot</source>
        <translation>Exportar el gráfico de progreso</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>x: GPU measurements</source>
        <translation>x: mediciones de GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>x: wall time</source>
        <translation>x: tiempo real</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay sessions…</source>
        <translation>Superponer sesiones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the search curves of other session files of the same problem</source>
        <translation>Dibujar las curvas de búsqueda de otros archivos de sesión del mismo problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear overlays</source>
        <translation>Quitar superposiciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG image…</source>
        <translation>Imagen PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing…</source>
        <translation>Dibujo SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV of the curves…</source>
        <translation>CSV de las curvas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy: %1   Considered per measurement: %2</source>
        <translation>Estrategia: %1   Considerados por medición: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not yet</source>
        <translation>todavía no</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measurements to 90 % of the space&apos;s best: %1   to 95 %: %2</source>
        <translation>Mediciones hasta el 90 % del mejor del espacio: %1   hasta el 95 %: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/settings/LlmSettingsDialog.cpp" line="-412"/>
        <source> s</source>
        <translation> s</translation>
    </message>
</context>
<context>
    <name>RecheckAction</name>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>&amp;Recheck a bundle on this GPU…</source>
        <translation>&amp;Volver a comprobar un paquete en esta GPU…</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Measure a bundle's best candidates again here and show the drift from the recorded speedups, as augur-cli recheck does</source>
        <translation>Vuelve a medir aquí los mejores candidatos de un paquete y muestra la deriva respecto a las aceleraciones registradas, como augur-cli recheck</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Recheck a bundle</source>
        <translation>Volver a comprobar un paquete</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Bundles (*.tar.gz);;All files (*)</source>
        <translation>Paquetes (*.tar.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Recheck</source>
        <translation>Nueva comprobación</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Measuring %1 again…</source>
        <translation>Midiendo %1 de nuevo…</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>rechecked %1: %n candidate(s), largest drift %2%</source>
        <translation>
            <numerusform>%1 comprobado de nuevo: %n candidato, deriva máxima %2%</numerusform>
            <numerusform>%1 comprobado de nuevo: %n candidatos, deriva máxima %2%</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Recorded S [95% CI]</source>
        <translation>S registrada [IC 95%]</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>S now [95% CI]</source>
        <translation>S ahora [IC 95%]</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Drift</source>
        <translation>Deriva</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>failed: %1</source>
        <translation>fallo: %1</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Largest drift: %1%</source>
        <translation>Deriva máxima: %1%</translation>
    </message>
</context>
<context>
    <name>ReliabilityDiagram</name>
    <message>
        <location filename="../ui/charts/ReliabilityDiagram.cpp" line="+70"/>
        <source>Accuracy of the predicted bin per confidence bin; a calibrated forecaster follows the diagonal</source>
        <translation>Precisión de la clase predicha por tramo de confianza; un predictor calibrado sigue la diagonal</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>confidence (MaxProb)</source>
        <translation>confianza (MaxProb)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accuracy of the predicted bin</source>
        <translation>precisión de la clase predicha</translation>
    </message>
</context>
<context>
    <name>RiskCoverageView</name>
    <message>
        <location filename="../ui/charts/RiskCoverageView.cpp" line="+90"/>
        <source>Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts</source>
        <translation>Riesgo (clase predicha errónea entre las predicciones aceptadas) frente a cobertura (proporción aceptada), sobre las predicciones medidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>risk–coverage</source>
        <translation>riesgo–cobertura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coverage</source>
        <translation>cobertura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>risk</source>
        <translation>riesgo</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>threshold %1</source>
        <translation>umbral %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+10"/>
        <source>No measured forecasts yet</source>
        <translation>Aún no hay predicciones medidas</translation>
    </message>
</context>
<context>
    <name>RooflinePanel</name>
    <message>
        <location filename="../ui/session/RooflinePanel.cpp" line="+71"/>
        <source>Roofs: the device peaks reported with the measurements.</source>
        <translation>Techos: los picos del dispositivo informados con las mediciones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roofs: %1 (%2, %3 SMs at %4 MHz), from the dataset&apos;s hardware record.</source>
        <translation>Techos: %1 (%2, %3 SM a %4 MHz), del registro de hardware del conjunto de datos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roofs: DRAM only, derived from the measured bandwidth fraction; the compute roofs are unknown.</source>
        <translation>Techos: solo DRAM, derivado de la fracción de ancho de banda medida; los techos de cómputo se desconocen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No roofs: the device of this session is unknown.</source>
        <translation>Sin techos: se desconoce el dispositivo de esta sesión.</translation>
    </message>
</context>
<context>
    <name>RooflineView</name>
    <message>
        <location filename="../ui/charts/RooflineView.cpp" line="+34"/>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+286"/>
        <source>Each measured candidate at its arithmetic intensity and achieved GFLOP/s, under the DRAM and compute roofs. Click a point to select its candidate.</source>
        <translation>Cada candidato medido en su intensidad aritmética y sus GFLOP/s logrados, bajo los techos de DRAM y de cómputo. Haga clic en un punto para seleccionar su candidato.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>intensidad aritmética (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved GFLOP/s</source>
        <translation>GFLOP/s logrados</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FP16 tensor roof %1</source>
        <translation>techo tensor FP16 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 roof %1</source>
        <translation>techo FP32 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DRAM %1 GB/s</source>
        <translation>DRAM %1 GB/s</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>best</source>
        <translation>mejor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>selected</source>
        <translation>seleccionado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 measured</source>
        <translation>%1 medidos</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>No measured candidate to place yet: a point needs a successful measurement whose problem has nominal FLOPs and bytes.</source>
        <translation>Aún no hay candidatos medidos que situar: un punto necesita una medición correcta de un problema con FLOP y bytes nominales.</translation>
    </message>
</context>
<context>
    <name>RunActions</name>
    <message>
        <location filename="../ui/window/RunActions.cpp" line="+37"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
</context>
<context>
    <name>SassView</name>
    <message>
        <location filename="../ui/kernel/SassView.cpp" line="+82"/>
        <location line="+204"/>
        <source>CUDA source (SASS instructions per line)</source>
        <translation>Código CUDA (instrucciones SASS por línea)</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>PTX (margin: source line)</source>
        <translation>PTX (margen: línea del código fuente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SASS (margin: source line)</source>
        <translation>SASS (margen: línea del código fuente)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No SASS: no CUDA compiler (%1).</source>
        <translation>Sin SASS: no hay compilador CUDA (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC was not found</source>
        <translation>no se encontró NVRTC</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Compiling for %1 with line information and disassembling…</source>
        <translation>Compilando para %1 con información de líneas y desensamblando…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The compiler failed: %1</source>
        <translation>El compilador falló: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No SASS: no disassembler found (%1). Install the CUDA toolkit&apos;s nvdisasm or set AUGUR_DISASSEMBLER to its path.</source>
        <translation>Sin SASS: no se encontró ningún desensamblador (%1). Instale nvdisasm del CUDA toolkit o indique su ruta en AUGUR_DISASSEMBLER.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No SASS: %1 could not be started: %2.</source>
        <translation>Sin SASS: no se pudo iniciar %1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No SASS: %1 crashed (%2).</source>
        <translation>Sin SASS: %1 se cayó (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SASS: %1 was still running after %2 s and was stopped.</source>
        <translation>Sin SASS: %1 seguía en ejecución tras %2 s y se detuvo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SASS: %1 printed more than %2 MiB and was stopped.</source>
        <translation>Sin SASS: %1 escribió más de %2 MiB y se detuvo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No SASS: %1 failed (%2).</source>
        <translation>Sin SASS: %1 falló (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SASS: the compiler gave no binary for %1.</source>
        <translation>Sin SASS: el compilador no dio ningún binario para %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No SASS: the source does not compile for %1.</source>
        <translation>Sin SASS: el código fuente no compila para %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 registers, spills %3 stored / %4 loaded, stack %5, shared %6</source>
        <translation>%1: %2 registros, derrames %3 escritos / %4 leídos, pila %5, compartida %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, %1 SASS instructions</source>
        <translation>, %1 instrucciones SASS</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Does not compile for %1: %2</source>
        <translation>No compila para %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>see the log in the PTX pane</source>
        <translation>vea el registro en el panel PTX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, compiled with line information in %2</source>
        <translation>%1, compilado con información de líneas en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disassembled by %1 in %2</source>
        <translation>desensamblado por %1 en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this disassembler gives no source lines: SASS rows are not linked (nvdisasm gives them)</source>
        <translation>este desensamblador no da líneas del código fuente: las filas SASS no están enlazadas (nvdisasm sí las da)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>CUDA source (PTX instructions per line)</source>
        <translation>Código CUDA (instrucciones PTX por línea)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>SASS by %1 (margin: source line)</source>
        <translation>SASS de %1 (margen: línea del código fuente)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SASS</source>
        <translation>SASS</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Click a row in any pane to see where it comes from and what it became.</source>
        <translation>Haga clic en una fila de cualquier panel para ver de dónde viene y en qué se convirtió.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Line %1: %2 PTX instructions, %3 SASS instructions</source>
        <translation>Línea %1: %2 instrucciones PTX, %3 instrucciones SASS</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>SearchProgressView</name>
    <message>
        <location filename="../ui/charts/SearchProgressView.cpp" line="+214"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The baselines are replayed without time: they are drawn against measurements only.</source>
        <translation>Las líneas base se reproducen sin tiempo: solo se dibujan frente a las mediciones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This session&apos;s file does not record when each measurement finished.</source>
        <translation>El archivo de esta sesión no registra cuándo terminó cada medición.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measure-all</source>
        <translation>medir todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random (median, 10–90 %)</source>
        <translation>aleatorio (mediana, 10–90 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random (10–90 %)</source>
        <translation>aleatorio (10–90 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best in space %1×</source>
        <translation>mejor del espacio %1×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU measurements spent</source>
        <translation>mediciones de GPU usadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wall time (s)</source>
        <translation>tiempo real (s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot be written as PNG</source>
        <translation>%1: no se puede escribir como PNG</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Augur search progress</source>
        <translation>Progreso de la búsqueda de Augur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot be written as SVG</source>
        <translation>%1: no se puede escribir como SVG</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+35"/>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: no se puede escribir (%2)</translation>
    </message>
</context>
<context>
    <name>SearchTreePanel</name>
    <message>
        <location filename="../ui/tree/SearchTreePanel.cpp" line="+152"/>
        <source>no match</source>
        <translation>sin coincidencias</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 match</source>
        <translation>1 coincidencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 matches</source>
        <translation>%1 coincidencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 of 1 match</source>
        <translation>1 de 1 coincidencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 matches</source>
        <translation>%1 de %2 coincidencias</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole tree (the wheel zooms)</source>
        <translation>Mostrar el árbol completo (la rueda del ratón hace zoom)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find: #id or NAME=value</source>
        <translation>Buscar: #id o NOMBRE=valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A candidate id (#12 or 12), or parameter values (BLOCK=128, several terms must all match, a piece of a name=value also matches). Enter goes to the next match, Escape empties the field. Ctrl+F comes here.</source>
        <translation>Un id de candidato (#12 o 12) o valores de parámetros (BLOCK=128; varios términos deben coincidir todos; también coincide un fragmento de nombre=valor). Intro va a la siguiente coincidencia, Escape vacía el campo. Ctrl+F viene aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find in tree</source>
        <translation>Buscar en el árbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match</source>
        <translation>Siguiente coincidencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match (Enter, F3)</source>
        <translation>Siguiente coincidencia (Intro, F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match</source>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match (Shift+F3)</source>
        <translation>Coincidencia anterior (Mayús+F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to best</source>
        <translation>Ir al mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select and show the best measured candidate (B)</source>
        <translation>Seleccionar y mostrar el mejor candidato medido (B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to selected</source>
        <translation>Ir al seleccionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected</source>
        <translation>Seleccionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected candidate (G)</source>
        <translation>Mostrar el candidato seleccionado (G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse subtree</source>
        <translation>Contraer subárbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse</source>
        <translation>Contraer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the selected node&apos;s descendants into it (−, or double-click the node)</source>
        <translation>Pliega los descendientes del nodo seleccionado en él (−, o doble clic en el nodo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand subtree</source>
        <translation>Expandir subárbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand</source>
        <translation>Expandir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfold the selected node&apos;s descendants (+, or double-click the node)</source>
        <translation>Despliega los descendientes del nodo seleccionado (+, o doble clic en el nodo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand all</source>
        <translation>Expandir todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfold every collapsed node (*)</source>
        <translation>Despliega todos los nodos contraídos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;discovery moment (S ratio ≥ %2)</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;momento de descubrimiento (razón de S ≥ %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;path to the best measured</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;camino al mejor medido</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <location filename="../ui/tree/SearchTreePainter.cpp" line="+51"/>
        <source>ref</source>
        <translation>ref.</translation>
    </message>
    <message>
        <location filename="../ui/tree/SearchTreeToolTip.cpp" line="+24"/>
        <source>%1 nodes collapsed into it (double-click or + expands them)</source>
        <translation>%1 nodos plegados en él (doble clic o + los despliega)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 nodes collapsed into #%2: click to expand them</source>
        <translation>%1 nodos plegados en #%2: haga clic para desplegarlos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discovery moment #%1 → #%2: click to see what changed</source>
        <translation>Momento de descubrimiento #%1 → #%2: haga clic para ver qué cambió</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1: %2, %3</source>
        <translation>#%1: %2, %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1: %2, S = %3 (%4/launch)</source>
        <translation>#%1: %2, S = %3 (%4/lanzamiento)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1: %2, S = %3, energy gain %4 (%5/launch)</source>
        <translation>#%1: %2, S = %3, ganancia de energía %4 (%5/lanzamiento)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, product gain %1</source>
        <translation>, ganancia del producto tiempo × energía %1</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <location filename="../ui/session/SessionCommands.cpp" line="+57"/>
        <source>&amp;New session…</source>
        <translation>&amp;Nueva sesión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open session…</source>
        <translation>&amp;Abrir sesión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise &amp;budget…</source>
        <translation>Ampliar &amp;presupuesto…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new session: dataset, strategy, budgets</source>
        <translation>Inicia una sesión nueva: conjunto de datos, estrategia, presupuestos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume a session file (.augur)</source>
        <translation>Reanuda un archivo de sesión (.augur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write every candidate as JSONL, as augur-cli export does</source>
        <translation>Escribe todos los candidatos en JSONL, como augur-cli export</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the session more measurements, candidates or time, and continue it</source>
        <translation>Da a la sesión más mediciones, candidatos o tiempo, y la continúa</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Loading %1…</source>
        <translation>Cargando %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the Slurm allocation (%1) and its workers; pending at most %2 s…</source>
        <translation>Esperando la asignación de Slurm (%1) y sus workers; en espera como máximo %2 s…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the %1 backend on %2…</source>
        <translation>Iniciando el backend %1 con %2…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur sessions (*.augur);;All files (*)</source>
        <translation>Sesiones de Augur (*.augur);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is the session running in this window.</source>
        <translation>%1 es la sesión que se está ejecutando en esta ventana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+15"/>
        <source>Only a finished session with a session file can be continued.</source>
        <translation>Solo se puede continuar una sesión finalizada que tenga archivo de sesión.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Continuing %1…</source>
        <translation>Continuando %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Continuing %1 to measure the new candidate…</source>
        <translation>Continuando %1 para medir el candidato nuevo…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export candidates</source>
        <translation>Exportar candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records for RL trainers, augur-rl/1 (*.rl.jsonl)</source>
        <translation>Registros para entrenadores de RL, augur-rl/1 (*.rl.jsonl)</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Exporting %n candidate(s)…</source>
        <translation>
            <numerusform>Exportando %n candidato…</numerusform>
            <numerusform>Exportando %n candidatos…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>exported %n candidate(s) to %1</source>
        <translation>
            <numerusform>exportado %n candidato a %1</numerusform>
            <numerusform>exportados %n candidatos a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Exported %n candidate(s) to %1</source>
        <translation>
            <numerusform>Se exportó %n candidato a %1</numerusform>
            <numerusform>Se exportaron %n candidatos a %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+54"/>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>optional: a dataset or session of the same parameter space, e.g. from another GPU</source>
        <translation>opcional: un conjunto de datos o sesión del mismo espacio de parámetros, p. ej. de otra GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm start: the surrogate starts from these measurements and refits as the session measures</source>
        <translation>Arranque en caliente: el sustituto parte de estas mediciones y se reajusta a medida que la sesión mide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a measured dataset</source>
        <translation>Reproducir un conjunto de datos medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on the GPU (cuda)</source>
        <translation>Medir en la GPU (cuda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on a Slurm cluster (slurm)</source>
        <translation>Medir en un clúster Slurm (slurm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measurements run as job steps of Slurm allocations; the settings are in the Slurm cluster group</source>
        <translation>Las mediciones se ejecutan como pasos de trabajo de asignaciones Slurm; los ajustes están en el grupo Clúster Slurm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel Tuner T4 or cache file, Augur dataset, or CUDA-L1/KernelBench records</source>
        <translation>archivo T4 o de caché de Kernel Tuner, conjunto de datos de Augur o registros de CUDA-L1/KernelBench</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>problem folder (with problem.json)</source>
        <translation>carpeta del problema (con problem.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time × energy product</source>
        <translation>Producto tiempo × energía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the session optimises: the speedup, the energy gain, or their weighted geometric mean</source>
        <translation>Lo que optimiza la sesión: la aceleración, la ganancia de energía o su media geométrica ponderada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>weight of time </source>
        <translation>peso del tiempo </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: time only, 0: energy only, 0.5: ranks like the energy-delay product</source>
        <translation>1: solo tiempo, 0: solo energía, 0.5: ordena como el producto energía-retardo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware counters and diagnoses (--profile)</source>
        <translation>Contadores de hardware y diagnósticos (--profile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per launch (--energy)</source>
        <translation>Energía por lanzamiento (--energy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy objectives always measure energy</source>
        <translation>Los objetivos de energía siempre miden la energía</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic: model for tunable spaces, puct otherwise (auto)</source>
        <translation>Automática: model para espacios ajustables, puct en otro caso (auto)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model-based: the surrogate scores the space, expected improvement (model)</source>
        <translation>Basada en modelo: el sustituto puntúa el espacio, mejora esperada (model)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PUCT tree search with selective measurement (puct)</source>
        <translation>Búsqueda en árbol PUCT con medición selectiva (puct)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measure every proposal, the baseline (measure-all)</source>
        <translation>Medir todas las propuestas, la línea base (measure-all)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU measurements the session may take (the reference not counted)</source>
        <translation>Mediciones de GPU que puede hacer la sesión (sin contar la referencia)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates the search may consider (forecasts are cheap, not free)</source>
        <translation>Candidatos que puede considerar la búsqueda (las predicciones son baratas, no gratuitas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forecasts with confidence below the threshold are measured; the others are accepted</source>
        <translation>Las predicciones con confianza por debajo del umbral se miden; las demás se aceptan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes the PUCT search selects and expands per step</source>
        <translation>Nodos que la búsqueda PUCT selecciona y expande en cada paso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall time each replayed measurement takes, so that the session can be watched (0: as fast as possible)</source>
        <translation>Tiempo real que tarda cada medición reproducida, para poder seguir la sesión (0: lo más rápido posible)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>session file (.augur)</source>
        <translation>archivo de sesión (.augur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the session in memory only (it cannot be resumed)</source>
        <translation>Mantener la sesión solo en memoria (no se podrá reanudar)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+3"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Measurements</source>
        <translation>Mediciones</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dataset:</source>
        <translation>Conjunto de datos:</translation>
    </message>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+1"/>
        <source>Task:</source>
        <translation>Tarea:</translation>
    </message>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+1"/>
        <source>record files: the task to replay, e.g. L1/23 (empty: the first)</source>
        <translation>archivos de registros: la tarea que se reproduce, p. ej. L1/23 (vacío: la primera)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay delay:</source>
        <translation>Retardo de reproducción:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem:</source>
        <translation>Problema:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Objective:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy:</source>
        <translation>Estrategia:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prior measurements</source>
        <translation>Mediciones previas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets and sessions (*.json *.json.gz *.augur);;All files (*)</source>
        <translation>Conjuntos de datos y sesiones (*.json *.json.gz *.augur);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prior:</source>
        <translation>Previo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral threshold:</source>
        <translation>Umbral de diferimiento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size:</source>
        <translation>Tamaño de lote:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Children per expansion:</source>
        <translation>Hijos por expansión:</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Children the generator proposes for each node it expands (one LLM request each)</source>
        <translation>Hijos que el generador propone por cada nodo que expande (una solicitud al LLM cada uno)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Budgets</source>
        <translation>Presupuestos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU measurements:</source>
        <translation>Mediciones de GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time:</source>
        <translation>Tiempo real:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates:</source>
        <translation>Candidatos:</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+214"/>
        <source>Session file</source>
        <translation>Archivo de sesión</translation>
    </message>
    <message>
        <location line="-405"/>
        <source>Start session</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+349"/>
        <source>Choose a problem folder for the %1 backend.</source>
        <translation>Elija una carpeta de problema para el backend %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such problem folder: %1</source>
        <translation>No existe la carpeta de problema: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no problem.json: choose a problem folder (such as resources/problems/softmax_rows_f32).</source>
        <translation>%1 no tiene problem.json: elija una carpeta de problema (como resources/problems/softmax_rows_f32).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a dataset file for the replay backend.</source>
        <translation>Elija un archivo de conjunto de datos para el backend de reproducción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such dataset file: %1</source>
        <translation>No existe el archivo de conjunto de datos: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No such prior file: %1</source>
        <translation>No existe el archivo previo: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose where the session file goes, or keep the session in memory.</source>
        <translation>Elija dónde guardar el archivo de sesión, o mantenga la sesión en memoria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exists already; a session file is never overwritten.</source>
        <translation>%1 ya existe; un archivo de sesión nunca se sobrescribe.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Dataset to replay</source>
        <translation>Conjunto de datos que se va a reproducir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets and records (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)</source>
        <translation>Conjuntos de datos y registros (*.json *.json.gz *.jsonl *.jsonl.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problem folder (with problem.json)</source>
        <translation>Carpeta del problema (con problem.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Augur sessions (*.augur)</source>
        <translation>Sesiones de Augur (*.augur)</translation>
    </message>
    <message>
        <location line="-343"/>
        <source>Lock the SM clock while timing (--lock-clocks)</source>
        <translation>Fijar el reloj de los SM durante la medición (--lock-clocks)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the driver permits it (usually root); every report says whether the clock was locked</source>
        <translation>Donde el controlador lo permite (normalmente root); cada informe dice si el reloj se fijó</translation>
    </message>
</context>
<context>
    <name>SessionStatus</name>
    <message>
        <location filename="../ui/window/SessionStatus.cpp" line="+44"/>
        <source>%1× (#%2)</source>
        <translation>%1× (#%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strategy: %1   Candidates: %2   Measured: %3 / %4   Considered per measurement: %5   Accepted on forecast: %6   Waiting: %7   Failed: %8   Best S: %9</source>
        <translation>Estrategia: %1   Candidatos: %2   Medidos: %3 / %4   Considerados por medición: %5   Aceptados por predicción: %6   En espera: %7   Fallidos: %8   Mejor S: %9</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>best by %1: %2</source>
        <translation>mejor por %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 %2×</source>
        <translation>#%1 %2×</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (default partition)</source>
        <translation>%1 (partición por defecto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (partition %2)</source>
        <translation>%1 (partición %2)</translation>
    </message>
    <message>
        <location filename="../ui/window/SessionStatus.cpp" line="+1"/>
        <source>%1 (task %2)</source>
        <translation>%1 (tarea %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend: %1   Generator: %2   Surrogate: %3</source>
        <translation>Backend: %1   Generador: %2   Sustituto: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoint: %1</source>
        <translation>Endpoint: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(default)</source>
        <translation>(predeterminado)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not started</source>
        <translation>sin iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>finalizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
</context>
<context>
    <name>SlurmSettingsGroup</name>
    <message>
        <location filename="../ui/settings/SlurmSettingsGroup.cpp" line="+35"/>
        <source>Slurm cluster</source>
        <translation>Clúster Slurm</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save as profile…</source>
        <translation>Guardar como perfil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write these settings as a named profile to the Slurm profiles file</source>
        <translation>Escribe estos ajustes como un perfil con nombre en el archivo de perfiles de Slurm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A profile of the Slurm profiles file fills the fields below; they stay editable</source>
        <translation>Un perfil del archivo de perfiles de Slurm rellena los campos de abajo; siguen siendo editables</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cluster&apos;s default</source>
        <translation>la del clúster por defecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition the allocations are submitted to (--partition)</source>
        <translation>Partición a la que se envían las asignaciones (--partition)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your default account</source>
        <translation>su cuenta por defecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account the allocations are charged to (--account)</source>
        <translation>Cuenta a la que se cargan las asignaciones (--account)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node features the allocations need (--constraint), e.g. h200</source>
        <translation>Características de nodo que necesitan las asignaciones (--constraint), p. ej. h200</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the first worker&apos;s</source>
        <translation>la del primer worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every worker&apos;s GPU must have this name (e.g. NVIDIA H200), so that all measurements of the session compare alike</source>
        <translation>La GPU de cada worker debe tener este nombre (p. ej. NVIDIA H200), para que todas las mediciones de la sesión sean comparables</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allocations held for the session; each runs its workers on one node</source>
        <translation>Asignaciones que mantiene la sesión; cada una ejecuta sus workers en un nodo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPU request (GRES-less partition)</source>
        <translation>sin petición de GPU (partición sin GRES)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per allocation, one worker per GPU; 0 requests no GPU and runs one worker</source>
        <translation>GPU por asignación, un worker por GPU; 0 no pide GPU y ejecuta un worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 01:00:00 or 2-00:00:00</source>
        <translation>p. ej. 01:00:00 o 2-00:00:00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit of each allocation (--time): M, M:S, H:M:S, D-H, D-H:M or D-H:M:S</source>
        <translation>Límite de tiempo de cada asignación (--time): M, M:S, H:M:S, D-H, D-H:M o D-H:M:S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often one measurement may be lost with its machine (preempted, node failure, time limit) and run again before the run ends</source>
        <translation>Cuántas veces puede perderse una medición con su máquina (expropiación, fallo de nodo, límite de tiempo) y repetirse antes de que termine la ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beside augur-cli (shared file system)</source>
        <translation>junto a augur-cli (sistema de archivos compartido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>augur-worker as the nodes see it: an absolute path</source>
        <translation>augur-worker tal como lo ven los nodos: una ruta absoluta</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>An allocation pending longer is cancelled and the session ends with the reason</source>
        <translation>Una asignación que espera más se cancela y la sesión termina con el motivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long an unreachable Slurm controller is waited for before the run ends</source>
        <translation>Cuánto se espera a un controlador Slurm inalcanzable antes de terminar la ejecución</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partition:</source>
        <translation>Partición:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constraint:</source>
        <translation>Restricción:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model:</source>
        <translation>Modelo de GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs:</source>
        <translation>Trabajos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit:</source>
        <translation>Límite de tiempo:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs per job:</source>
        <translation>GPU por trabajo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending timeout:</source>
        <translation>Tiempo máximo en espera:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controller wait:</source>
        <translation>Espera al controlador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reruns per measurement:</source>
        <translation>Repeticiones por medición:</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reruns per measurement</source>
        <translation>Repeticiones por medición</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Worker path:</source>
        <translation>Ruta del worker:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Partition</source>
        <translation>Partición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constraint</source>
        <translation>Restricción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model</source>
        <translation>Modelo de GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per job</source>
        <translation>GPU por trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker path</source>
        <translation>Ruta del worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending timeout</source>
        <translation>Tiempo máximo en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controller wait</source>
        <translation>Espera al controlador</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>(none: the settings below)</source>
        <translation>(ninguno: los ajustes de abajo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (default)</source>
        <translation>%1 (por defecto)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no profile yet: Save as profile… adds one.</source>
        <translation>%1 aún no tiene perfiles: Guardar como perfil… añade uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiles from %1</source>
        <translation>Perfiles de %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>A profile needs a name.</source>
        <translation>Un perfil necesita un nombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A profile name has at most %1 characters.</source>
        <translation>Un nombre de perfil tiene como máximo %1 caracteres.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 cannot be read, so it is left as it is: %2</source>
        <translation>%1 no se puede leer, así que se deja como está: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The profile could not be saved: %1</source>
        <translation>No se pudo guardar el perfil: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved profile %1 to %2.</source>
        <translation>Perfil %1 guardado en %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Save as profile</source>
        <translation>Guardar como perfil</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Profile name (in %1):</source>
        <translation>Nombre del perfil (en %1):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the profile %1?</source>
        <translation>¿Reemplazar el perfil %1?</translation>
    </message>
</context>
<context>
    <name>StateStyle</name>
    <message>
        <location filename="../ui/base/StateStyle.cpp" line="+28"/>
        <source>proposed</source>
        <translation>propuesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted on forecast</source>
        <translation>aceptado por predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deferred, waiting</source>
        <translation>diferido, en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queued for measurement (override)</source>
        <translation>en cola para medir (acción manual)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measuring</source>
        <translation>midiendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excluded</source>
        <translation>excluido</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>accepted: %1</source>
        <translation>aceptado: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deferred: %1</source>
        <translation>diferido: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+129"/>
        <source>Augur: GPU kernel optimisation with selective surrogates</source>
        <translation>Augur: optimización de kernels de GPU con modelos sustitutos selectivos</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Recorded tuning space (Kernel Tuner T4 or cache file, Augur dataset) or record file to replay.</source>
        <translation>Espacio de ajuste grabado (archivo T4 o de caché de Kernel Tuner, conjunto de datos de Augur) o archivo de registros que se va a reproducir.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+1"/>
        <source>Record files (CUDA-L1, KernelBench): the task to replay (default: the first).</source>
        <translation>Archivos de registros (CUDA-L1, KernelBench): la tarea que se reproduce (por defecto: la primera).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resume an existing session file.</source>
        <translation>Reanuda un archivo de sesión existente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the main window to FILE (PNG), then quit.</source>
        <translation>Guarda una imagen de la ventana principal en FILE (PNG) y sale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quit (after the screenshot, if any) N milliseconds after start.</source>
        <translation>Sale N milisegundos después del inicio (tras la captura, si la hay).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>User interface language: en, es or ja (default: AUGUR_LANG, then the View &gt; Language choice, then the system locale).</source>
        <translation>Idioma de la interfaz: en, es o ja (por defecto: AUGUR_LANG, después la elección de Ver &gt; Idioma y, por último, la configuración regional del sistema).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select candidate ID once it exists.</source>
        <translation>Seleccionar el candidato ID en cuanto exista.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the Kernel dock on the diff of candidates A and B once both exist.</source>
        <translation>Abrir el panel Kernel con las diferencias de los candidatos A y B en cuanto existan ambos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise a dock at start (kernel, forecast, diagnosis, roofline, progress, ...).</source>
        <translation>Mostrar un panel al inicio (kernel, forecast, diagnosis, roofline, progress, ...).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the best measured candidate in the search tree once there is one.</source>
        <translation>Mostrar el mejor candidato medido en el árbol de búsqueda en cuanto exista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrange the docks as a layout preset: standard, search, kernel or decisions (as View &gt; Layout does).</source>
        <translation>Disponer los paneles según una disposición predefinida: standard, search, kernel o decisions (como hace Ver &gt; Disposición).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show only one dock (as --dock names it), filling the window.</source>
        <translation>Mostrar un solo panel (con el nombre de --dock), ocupando la ventana.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--quit-after-ms: not a non-negative integer: %1</source>
        <translation>--quit-after-ms: no es un entero no negativo: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--dataset and --session cannot be combined</source>
        <translation>--dataset y --session no se pueden combinar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)</source>
        <translation>no se encontró ningún conjunto de datos predeterminado (defina AUGUR_DEFAULT_DATASET o use --dataset FILE)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>built without the CUDA toolkit</source>
        <translation>compilado sin el CUDA Toolkit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--layout: no layout named %1 (standard, search, kernel or decisions)</source>
        <translation>--layout: no hay ninguna disposición llamada %1 (standard, search, kernel o decisions)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--dock: no dock named %1</source>
        <translation>--dock: no hay ningún panel llamado %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--only-dock: no dock named %1</source>
        <translation>--only-dock: no hay ningún panel llamado %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--select: &apos;%1&apos; is not a candidate id (0 or more)</source>
        <translation>--select: «%1» no es un id de candidato (0 o más)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--show-diff: expected two candidate ids, A,B (got &apos;%1&apos;)</source>
        <translation>--show-diff: se esperaban dos ids de candidato, A,B (se recibió «%1»)</translation>
    </message>
</context>
</TS>

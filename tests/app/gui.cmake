# The application around the board (app/gui): controller, clock driver, notation, dialogs, languages, main
# window and the --screenshot option, all on the offscreen platform.
if(TARGET shogiban_gui)
    foreach(t tst_gamecontroller tst_gui_clocktext tst_gui_newgame tst_gui_language tst_gui_gamestart
              tst_gui_mainwindow tst_gui_smallwindow tst_gui_preferences
              tst_gui_shortcuts tst_soundcues tst_gui_print tst_gui_screenfit
              tst_gui_commenteditor)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp LIBS shogiban_gui)
    endforeach()
    # The position editor: its controller, the board's editing mode under the mouse, and the editor in the window.
    foreach(t tst_editor_controller tst_editor_board tst_gui_editor)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp LIBS shogiban_gui)
    endforeach()
    shogiban_add_test(tst_gui_screenshot SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_screenshot.cpp LIBS Qt6::Gui)
    target_compile_definitions(tst_gui_screenshot PRIVATE SHOGIBAN_EXECUTABLE="$<TARGET_FILE:shogiban>")
    add_dependencies(tst_gui_screenshot shogiban shogiban-engine)
    # A game's start and the questions around it, with the review tests' fixture.
    shogiban_add_test(tst_gui_gameprompts SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_gameprompts.cpp
                      ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h LIBS shogiban_gui)
    # The autosave in one process; tst_autosave_kill kills the real application and restarts it.
    shogiban_add_test(tst_autosave SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_autosave.cpp
                      ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h LIBS shogiban_gui)
    # Save and the restore question on a full disk (a file size limit on the test process).
    shogiban_add_test(tst_gui_fulldisk SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_fulldisk.cpp
                      ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h LIBS shogiban_gui)
    shogiban_add_test(tst_autosave_kill SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_autosave_kill.cpp LIBS Qt6::Core)
    target_compile_definitions(tst_autosave_kill PRIVATE SHOGIBAN_EXECUTABLE="$<TARGET_FILE:shogiban>")
    add_dependencies(tst_autosave_kill shogiban)
    # Review mode: opening, navigating, variations, saving, exporting; tst_review_window.h is their fixture.
    foreach(t tst_review_open tst_review_navigation tst_review_variations tst_review_save tst_review_export
              tst_review_movelist tst_review_controller tst_gui_drawing tst_gui_evalgraph tst_gui_analysis
              tst_gui_workbench tst_gui_openurl)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h
                          LIBS shogiban_gui)
    endforeach()
    # The command line (app/gui/tooling): its options, and --move opening a record at a move.
    target_link_libraries(tst_gui_preferences PRIVATE shogiban_tooling)
    target_link_libraries(tst_review_open PRIVATE shogiban_tooling)
endif()

# The analysis panel against the strict USI engine and the real engines where installed.
if(TARGET shogiban_gui)
    shogiban_add_test(tst_analysis_strict SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_strict.cpp
                      ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h ${PROJECT_SOURCE_DIR}/tests/play/UsiConversationCheck.h
                      LIBS shogiban_gui)
    target_include_directories(tst_analysis_strict PRIVATE ${PROJECT_SOURCE_DIR}/tests/play)
    shogiban_use_strict_engine(tst_analysis_strict)
    # Three engine pairs a function (gpsusi slow to start on a loaded machine): more than QtTest's 300 s.
    set_property(TEST tst_analysis_strict APPEND PROPERTY ENVIRONMENT "QTEST_FUNCTION_TIMEOUT=840000")
    # Several engines at once, lines into comments and variations, the threat and mate watch.
    shogiban_add_test(tst_gui_multiengine SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_multiengine.cpp
                      ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h LIBS shogiban_gui)
    shogiban_use_strict_engine(tst_gui_multiengine)
endif()

# Start-up benchmark (not a CTest test): ./dev bench runs it.
if(TARGET shogiban)
    add_executable(bench_startup ${CMAKE_CURRENT_LIST_DIR}/bench_startup.cpp)
    target_link_libraries(bench_startup PRIVATE Qt6::Core)
    target_compile_definitions(bench_startup PRIVATE SHOGIBAN_EXECUTABLE="$<TARGET_FILE:shogiban>")
    add_dependencies(bench_startup shogiban)
    add_executable(bench_autosave ${CMAKE_CURRENT_LIST_DIR}/bench_autosave.cpp)
    target_link_libraries(bench_autosave PRIVATE shogiban_gui)
endif()

# Playing with engines in the window (app/play): hints, the engine options editor.
if(TARGET shogiban_gui)
    foreach(t tst_play_hint tst_play_optioneditor)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp LIBS shogiban_gui)
    endforeach()
    # With the fake engine of the USI tests, and the built-in engine beside the test (the catalog looks there).
    foreach(t tst_play_enginemanager tst_play_newgame tst_play_enginewindow tst_play_journey)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.h
                          LIBS shogiban_gui)
        target_include_directories(${t} PRIVATE ${PROJECT_SOURCE_DIR}/tests/usi)
        add_dependencies(${t} shogiban-engine)
    endforeach()
endif()

# Soak: engine-vs-engine games in a row with engines killed and the analysis panel between games; the suite
# runs 20 games, a full run (200) is by hand (see the file).
if(TARGET shogiban_gui)
    add_executable(soak_enginegames ${CMAKE_CURRENT_LIST_DIR}/soak_enginegames.cpp)
    target_link_libraries(soak_enginegames PRIVATE shogiban_gui)
    add_dependencies(soak_enginegames shogiban-engine)
    add_test(NAME soak_enginegames COMMAND soak_enginegames 20)
    set_tests_properties(soak_enginegames PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen" TIMEOUT 900)
endif()
# Benchmark (not a CTest test): start of a game against the built-in engine to its first move, and memory.
if(TARGET shogiban_gui)
    add_executable(bench_enginegame ${CMAKE_CURRENT_LIST_DIR}/bench_enginegame.cpp)
    target_link_libraries(bench_enginegame PRIVATE shogiban_gui)
    add_dependencies(bench_enginegame shogiban-engine)
endif()

# Game > Engine Tournament… with the strict engine, the built-in one and a crashing fake engine.
if(TARGET shogiban_gui)
    shogiban_add_test(tst_gui_tournament SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_tournament.cpp LIBS shogiban_gui)
    shogiban_use_strict_engine(tst_gui_tournament)
    add_dependencies(tst_gui_tournament shogiban-engine)
endif()

# Printing leftovers of issue 17: a sheet of puzzles from a collection, variations under their move.
if(TARGET shogiban_gui)
    shogiban_add_test(tst_gui_printsheets SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_printsheets.cpp LIBS shogiban_gui)
endif()

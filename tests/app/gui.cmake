# The application around the board (app/gui): controller, clock driver, notation, dialogs, languages, main
# window and the --screenshot option, all on the offscreen platform.
if(TARGET shogiban_gui)
    foreach(t tst_gamecontroller tst_gui_clocktext tst_gui_notation tst_gui_newgame tst_gui_language
              tst_gui_mainwindow)
        shogiban_add_test(${t} SOURCES ${CMAKE_CURRENT_LIST_DIR}/${t}.cpp LIBS shogiban_gui)
    endforeach()
    shogiban_add_test(tst_gui_screenshot SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gui_screenshot.cpp LIBS Qt6::Gui)
    target_compile_definitions(tst_gui_screenshot PRIVATE SHOGIBAN_EXECUTABLE="$<TARGET_FILE:shogiban>")
    add_dependencies(tst_gui_screenshot shogiban)
endif()

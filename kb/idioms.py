"""ManimGL (3b1b's manimlib) idioms that break or misbehave in Manim Community Edition.

Models trained on the web mix the two APIs; each idiom here maps to its CE form. A name is only
reported when the installed CE does not define it (the checks consult the kb first), so an entry
that CE later adds can never raise a false alarm.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Idiom:
    """`replacement`: the CE text for a mechanical quick fix (None: needs a human/model)."""

    replacement: str | None
    message: str
    suggestions: tuple[str, ...] = ()


#: Names (classes, constants) from ManimGL or old Manim versions.
NAME_IDIOMS: dict[str, Idiom] = {
    "ShowCreation": Idiom("Create", "`ShowCreation` is ManimGL; Manim CE calls it `Create`."),
    "ShowCreationThenDestruction": Idiom(
        None,
        "`ShowCreationThenDestruction` is ManimGL; in Manim CE use `ShowPassingFlash` "
        "or `Create` followed by `Uncreate`.",
        ("ShowPassingFlash", "Create", "Uncreate"),
    ),
    "ShowCreationThenFadeOut": Idiom(
        None,
        "`ShowCreationThenFadeOut` is ManimGL; in Manim CE play `Create` then `FadeOut`.",
        ("Create", "FadeOut"),
    ),
    "TextMobject": Idiom(
        "Text",
        "`TextMobject` is old Manim; use `Text` (no LaTeX) or `Tex` (LaTeX text) in Manim CE.",
        ("Text", "Tex"),
    ),
    "TexMobject": Idiom("MathTex", "`TexMobject` is old Manim; Manim CE calls it `MathTex`."),
    "TexText": Idiom("Tex", "`TexText` is ManimGL; Manim CE calls it `Tex`."),
    "OldTex": Idiom("MathTex", "`OldTex` is ManimGL; Manim CE calls it `MathTex`."),
    "OldTexText": Idiom("Tex", "`OldTexText` is ManimGL; Manim CE calls it `Tex`."),
    "FadeInFrom": Idiom(
        "FadeIn", "`FadeInFrom(mob, DIRECTION)` is old Manim; use `FadeIn(mob, shift=DIRECTION)`."
    ),
    "FadeInFromDown": Idiom(
        "FadeIn", "`FadeInFromDown(mob)` is old Manim; use `FadeIn(mob, shift=UP)`."
    ),
    "FadeInFromLarge": Idiom(
        "FadeIn", "`FadeInFromLarge(mob, s)` is old Manim; use `FadeIn(mob, scale=s)`."
    ),
    "FadeOutAndShift": Idiom(
        "FadeOut",
        "`FadeOutAndShift(mob, DIRECTION)` is old Manim; use `FadeOut(mob, shift=DIRECTION)`.",
    ),
    "FadeOutAndShiftDown": Idiom(
        "FadeOut", "`FadeOutAndShiftDown(mob)` is old Manim; use `FadeOut(mob, shift=DOWN)`."
    ),
    "VFadeIn": Idiom("FadeIn", "`VFadeIn` is ManimGL; Manim CE uses `FadeIn`."),
    "VFadeOut": Idiom("FadeOut", "`VFadeOut` is ManimGL; Manim CE uses `FadeOut`."),
    "CircleIndicate": Idiom("Circumscribe", "`CircleIndicate` was replaced by `Circumscribe`."),
    "ShowPassingFlashAround": Idiom(
        "Circumscribe", "`ShowPassingFlashAround` was replaced by `Circumscribe`."
    ),
    "WiggleOutThenIn": Idiom("Wiggle", "`WiggleOutThenIn` is ManimGL; Manim CE calls it `Wiggle`."),
    "ParametricSurface": Idiom("Surface", "`ParametricSurface` is now `Surface` in Manim CE."),
    "GraphScene": Idiom(
        "Scene",
        "`GraphScene` was removed from Manim CE; derive from `Scene` and draw with `Axes` "
        "(`axes.plot(f)` instead of `self.get_graph(f)`).",
        ("Scene", "Axes"),
    ),
    "NumberLineScene": Idiom(
        "Scene", "`NumberLineScene` is not in Manim CE; use `Scene` with a `NumberLine`."
    ),
    "InteractiveScene": Idiom("Scene", "`InteractiveScene` is ManimGL; use `Scene` in Manim CE."),
    "ContinualAnimation": Idiom(
        None,
        "`ContinualAnimation` is old Manim; use an updater (`mob.add_updater(f)`) in Manim CE.",
        ("add_updater",),
    ),
    "FRAME_WIDTH": Idiom("config.frame_width", "Manim CE keeps this in `config.frame_width`."),
    "FRAME_HEIGHT": Idiom("config.frame_height", "Manim CE keeps this in `config.frame_height`."),
    "FRAME_X_RADIUS": Idiom(
        "config.frame_x_radius", "Manim CE keeps this in `config.frame_x_radius`."
    ),
    "FRAME_Y_RADIUS": Idiom(
        "config.frame_y_radius", "Manim CE keeps this in `config.frame_y_radius`."
    ),
}

#: Names the models invent for things Manim CE spells otherwise, each seen failing a render in
#: our evaluations (`NameError`), with the one CE name it means. The unknown-name check offers it
#: as its replacement (fix-all's did-you-mean applies it) when the code does not define the name.
#: Shades: CE's LIGHT_GRAY is GRAY_B and DARK_BLUE is BLUE_E, so LIGHT_x -> x_B, DARK_x -> x_E.
NAME_ALIASES: dict[str, str] = {
    **dict.fromkeys(
        (
            "LineJointStyle",
            "LineJoinStyle",
            "LineJoinType",
            "JointStyle",
            "JoinStyle",
            "JoinStyleType",
            "JointType",
            "JOIN_STYLE",
            "JOINT_STYLE",
            "JOINT_TYPE",
            "LINE_JOINT_TYPE",
        ),
        "LineJointType",
    ),
    **dict.fromkeys(
        ("LineCapStyle", "CapStyle", "CapType", "LineCapType", "CAP_STYLE"), "CapStyleType"
    ),
    **{
        f"LIGHT_{c}": f"{c}_B"
        for c in ("BLUE", "GREEN", "RED", "YELLOW", "PURPLE", "TEAL", "MAROON", "GOLD")
    },
    # screen directions under other names: `to_corner(TR)`, `to_edge(TOP)`, `move_to(CENTER)`
    **{
        f"{v}{sep}{h}": f"{v2}{h[0]}"
        for v, v2 in (
            ("TOP", "U"),
            ("UPPER", "U"),
            ("UP", "U"),
            ("BOTTOM", "D"),
            ("LOWER", "D"),
            ("DOWN", "D"),
        )
        for h in ("LEFT", "RIGHT")
        for sep in ("_", "")
    },
    "TR": "UR",
    "TL": "UL",
    "BR": "DR",
    "BL": "DL",
    "TOP": "UP",
    "BOTTOM": "DOWN",
    "CENTER": "ORIGIN",
    "CENTRE": "ORIGIN",
    **{
        f"DARK_{c}": f"{c}_E"
        for c in ("GREEN", "RED", "YELLOW", "PURPLE", "TEAL", "MAROON", "GOLD")
    },
}

#: Methods from ManimGL or removed from CE, reported only when no kb class has the name.
ATTRIBUTE_IDIOMS: dict[str, Idiom] = {
    "get_graph": Idiom("plot", "`get_graph` was removed from Manim CE; use `axes.plot(f)`."),
    "get_derivative_graph": Idiom(
        "plot_derivative_graph", "Manim CE calls this `plot_derivative_graph`."
    ),
    "get_parametric_curve": Idiom(
        "plot_parametric_curve", "Manim CE calls this `plot_parametric_curve`."
    ),
    "get_implicit_curve": Idiom(
        "plot_implicit_curve", "Manim CE calls this `plot_implicit_curve`."
    ),
    "scale_in_place": Idiom("scale", "`scale_in_place` is old Manim; `scale` scales in place."),
    "rotate_in_place": Idiom(
        "rotate", "`rotate_in_place` is old Manim; `rotate` rotates in place."
    ),
}

#: Modules that mean ManimGL code.
MANIMGL_MODULES = ("manimlib", "manim_imports_ext", "big_ol_pile_of_manim_imports")

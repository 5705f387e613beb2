from manim import *

class IsoscelesTriangleWithTickMarksAndLabels(Scene):
    def construct(self):
        # Draw the isosceles triangle
        triangle = Triangle(color=BLUE, fill_opacity=0.5)
        triangle.scale(1.5)
        self.play(Create(triangle))
        
        # Mark the two equal sides with small tick marks
        tick_marks = VGroup(
            Line(triangle.get_vertices()[0], triangle.get_vertices()[1], color=RED),
            Line(triangle.get_vertices()[1], triangle.get_vertices()[2], color=RED)
        )
        self.play(Create(tick_marks))
        
        # Label the top vertex P and the base angles x
        P = Dot(triangle.get_vertices()[0], color=RED)
        P_label = Text("P", color=RED).scale(0.6).next_to(P, RIGHT, buff=0.1)
        self.play(ReplacementTransform(P, P_label))
        
        # Label the base angles x
        x1 = MathTex(r"x", color=RED).scale(0.6).next_to(triangle.get_vertices()[1], RIGHT, buff=0.1)
        x2 = MathTex(r"x", color=RED).scale(0.6).next_to(triangle.get_vertices()[2], RIGHT, buff=0.1)
        self.play(ReplacementTransform(x1, x2))
        
        # Add Text("P") to the scene
        P_label = Text("P", color=RED).scale(0.6).next_to(P, RIGHT, buff=0.1)
        self.play(ReplacementTransform(P_label, P))
        
        self.wait()